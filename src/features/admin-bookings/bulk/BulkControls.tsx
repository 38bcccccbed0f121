import { lazy, Suspense, useState } from 'react';
import type { AdminBookingsBulkBody, AdminBookingsBulkResponse } from '@contracts/admin-bookings';
import type { BulkAction } from '@contracts/bulk-actions';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { preloadable } from '@shared/lazy/preloadable';
import { usePreloadWhenIdle } from '@shared/lazy/usePreloadWhenIdle';
import { useCan } from '@shared/session/useCurrentUser';
import { bulkTarget, NO_SELECTION, selectedCount, type Selection } from './selection';

// The reason form (formik, yup) loads when an action is first chosen.
const BulkActionDialog = lazy(() => import('./BulkActionDialog').then((m) => ({ default: m.BulkActionDialog })));
// The bar is drawn once a booking is ticked, the result once an action is done: their code loads
// when the browser is first idle after the list is drawn, not before it (docs/decisions/0267).
const bar = preloadable(
  () => import('./BulkActionsBar'),
  (m) => m.BulkActionsBar,
);
const result = preloadable(
  () => import('./BulkResult'),
  (m) => m.BulkResult,
);
const BulkActionsBar = bar.Component;
const BulkResult = result.Component;

interface Props {
  selection: Selection;
  onSelect: (selection: Selection) => void;
  pageIds: readonly number[];
  total: number;
  totalEstimated: boolean;
  filter: NonNullable<AdminBookingsBulkBody['filter']>;
}

/** Bulk actions of Manage Bookings: the bar over the list, the confirmation, and the answer. */
export function BulkControls({ selection, onSelect, pageIds, total, totalEstimated, filter }: Props) {
  const [action, setAction] = useState<BulkAction | null>(null);
  const [answer, setAnswer] = useState<AdminBookingsBulkResponse | null>(null);
  // Read here, on the page from its first draw, not by the bar when it first shows.
  const mayApprove = useCan('approveRooms');
  usePreloadWhenIdle(bar);
  usePreloadWhenIdle(result);
  return (
    <>
      <Suspense fallback={null}>
        {answer && <BulkResult answer={answer} onClose={() => setAnswer(null)} />}
        {selectedCount(selection) > 0 && (
          <BulkActionsBar
            selection={selection}
            pageIds={pageIds}
            total={total}
            totalEstimated={totalEstimated}
            mayApprove={mayApprove}
            onSelect={onSelect}
            onAction={(chosen) => {
              setAnswer(null);
              setAction(chosen);
            }}
          />
        )}
      </Suspense>
      <OnceOpened opened={action !== null}>
        <BulkActionDialog
          action={action}
          target={bulkTarget(selection, filter)}
          onClose={() => setAction(null)}
          onDone={(done) => {
            setAction(null);
            setAnswer(done);
            onSelect(NO_SELECTION);
          }}
        />
      </OnceOpened>
    </>
  );
}
