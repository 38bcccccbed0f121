import { lazy, useState } from 'react';
import type { AdminBookingsBulkBody, AdminBookingsBulkResponse } from '@contracts/admin-bookings';
import type { BulkAction } from '@contracts/bulk-actions';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { BulkActionsBar } from './BulkActionsBar';
import { BulkResult } from './BulkResult';
import { bulkTarget, NO_SELECTION, type Selection } from './selection';

// The reason form (formik, yup) loads when an action is first chosen.
const BulkActionDialog = lazy(() => import('./BulkActionDialog').then((m) => ({ default: m.BulkActionDialog })));

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
  return (
    <>
      {answer && <BulkResult answer={answer} onClose={() => setAnswer(null)} />}
      <BulkActionsBar
        selection={selection}
        pageIds={pageIds}
        total={total}
        totalEstimated={totalEstimated}
        onSelect={onSelect}
        onAction={(chosen) => {
          setAnswer(null);
          setAction(chosen);
        }}
      />
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
