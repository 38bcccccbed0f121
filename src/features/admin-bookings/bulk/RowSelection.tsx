import Checkbox from '@mui/material/Checkbox';
import type { AdminBooking } from '@contracts/admin-bookings';
import { formatDateTime } from '@shared/bookings/campusFormat';

/**
 * What the list's check boxes read and do (the selection itself lives in the page). `toggle`
 * keeps its identity while the selection changes, so a row whose box did not change is not
 * drawn again (AdminBookingRow is memoised).
 */
export interface RowSelection {
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  page: 'all' | 'some' | 'none';
  togglePage: () => void;
}

/** "Select this page": ticked when the whole page is, a dash when part of it is. */
export function PageCheckbox({ selection }: { selection: RowSelection }) {
  return (
    <Checkbox
      size="small"
      checked={selection.page === 'all'}
      indeterminate={selection.page === 'some'}
      onChange={selection.togglePage}
      slotProps={{ input: { 'aria-label': 'Select this page' } }}
    />
  );
}

/** One booking's box, named by its room and time so a screen reader knows which it ticks. */
export function BookingCheckbox({
  booking,
  tz,
  checked,
  onToggle,
}: {
  booking: AdminBooking;
  tz: string;
  checked: boolean;
  onToggle: (id: number) => void;
}) {
  const name = `Select ${booking.rooms}, ${formatDateTime(booking.start_time, tz)}`;
  return <Checkbox size="small" checked={checked} onChange={() => onToggle(booking.id)} slotProps={{ input: { 'aria-label': name } }} />;
}
