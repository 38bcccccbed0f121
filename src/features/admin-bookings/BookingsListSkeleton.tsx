import { useNarrow } from '@shared/layout/useNarrow';
import { CardSkeletons } from '@shared/lists/CardSkeletons';
import { SkeletonRows } from '@shared/lists/SkeletonRows';
import { BookingsTableFrame, COLUMNS } from './BookingsTableFrame';

/**
 * The list's loading state while its rows' code loads, as the table or the cards draw it while
 * the bookings load: the table's header over skeleton rows, or skeleton cards on a phone.
 */
export function BookingsListSkeleton({ rows }: { rows: number }) {
  if (useNarrow()) return <CardSkeletons rows={rows} />;
  return (
    <BookingsTableFrame>
      <SkeletonRows rows={rows} columns={COLUMNS.length + 1} />
    </BookingsTableFrame>
  );
}
