import type { AdminBooking } from '@contracts/admin-bookings';
import { SkeletonRows } from '@shared/lists/SkeletonRows';
import { AdminBookingRow, type BookingAction } from './AdminBookingRow';
import { BookingsTableFrame, COLUMNS } from './BookingsTableFrame';
import { PageCheckbox, type RowSelection } from './bulk/RowSelection';

/** What the Manage Bookings list shows, as this table on wide screens or as cards on narrow ones. */
export interface AdminBookingListProps {
  bookings: AdminBooking[] | null;
  /** Skeleton rows while the first page loads. */
  skeletonRows: number;
  tz: string;
  now: number;
  onAction: (action: BookingAction, booking: AdminBooking) => void;
  selection: RowSelection;
}

/** The bookings of one page; skeleton rows while bookings is null. */
export function AdminBookingsTable({ bookings, skeletonRows, tz, now, onAction, selection }: AdminBookingListProps) {
  return (
    <BookingsTableFrame pageCheckbox={bookings?.length ? <PageCheckbox selection={selection} /> : null}>
      {bookings ? (
        bookings.map((b) => (
          <AdminBookingRow
            key={b.id}
            booking={b}
            tz={tz}
            now={now}
            onAction={onAction}
            selected={selection.isSelected(b.id)}
            onToggle={selection.toggle}
          />
        ))
      ) : (
        <SkeletonRows rows={skeletonRows} columns={COLUMNS.length + 1} />
      )}
    </BookingsTableFrame>
  );
}
