import { lazy, Suspense } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { RoomsView } from './RoomsView';

// The second tab's code (its closure form) loads when the tab is opened.
const ClosuresView = lazy(() => import('./closures/ClosuresView').then((m) => ({ default: m.ClosuresView })));

/**
 * /admin/rooms (SPEC.md "Room Management"); the route checks the manageRooms capability.
 * Closures (issue 15) are a second tab, `?tab=closures`, so the view can be linked to.
 */
export default function RoomsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'closures' ? 'closures' : 'rooms';
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, value: string) => setParams(value === 'closures' ? { tab: value } : {}, { replace: true })}
        aria-label="Manage Rooms"
        sx={{ px: { xs: 2, md: 3 }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="rooms" label="Rooms" />
        <Tab value="closures" label="Closures" />
      </Tabs>
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
