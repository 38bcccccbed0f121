import { useNarrow } from '@shared/layout/useNarrow';
import { AdminBookingCards } from './AdminBookingCards';
import { AdminBookingsTable, type AdminBookingListProps } from './AdminBookingsTable';

/**
 * The bookings as the width draws them: the table, or cards on a phone. A module of its own,
 * loaded beside the bookings it shows (AdminBookingsView), with the rows' check boxes, status
 * chips, tooltips and menus.
 */
export function AdminBookingsList(props: AdminBookingListProps) {
  const List = useNarrow() ? AdminBookingCards : AdminBookingsTable;
  return <List {...props} />;
}
