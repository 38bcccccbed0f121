import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TabStrip } from '@shared/layout/TabStrip';
import { RoomsView } from './RoomsView';

// The second tab's code (its closure form) loads when the tab is opened.
const ClosuresView = lazy(() => import('./closures/ClosuresView').then((m) => ({ default: m.ClosuresView })));

const TABS = [
  { value: 'rooms', label: 'Rooms' },
  { value: 'closures', label: 'Closures' },
] as const;

/**
 * /admin/rooms (SPEC.md "Room Management"); the route checks the manageRooms capability.
 * Closures (issue 15) are a second tab, `?tab=closures`, so the view can be linked to.
 */
export default function RoomsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'closures' ? 'closures' : 'rooms';
  return (
    <>
      <TabStrip
        label="Manage Rooms"
        tabs={TABS}
        value={tab}
        onChange={(value) => setParams(value === 'closures' ? { tab: value } : {}, { replace: true })}
        sx={{ px: { xs: 2, md: 3 }, borderBottom: 1, borderColor: 'divider' }}
      />
      {tab === 'rooms' ? (
        <RoomsView />
      ) : (
        <Suspense fallback={null}>
          <ClosuresView />
        </Suspense>
      )}
    </>
  );
}
