import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { Booking } from '@contracts/booking';
import { startsInFuture, userCanEdit } from '@shared/bookings/bookingStatus';
import type { RowAction } from '@shared/lists/RowActions';

/** What My Bookings does with one booking: both its table and its phone cards draw these. */
export interface MyBookingHandlers {
  onEdit: (booking: Booking) => void;
  onDelete: (booking: Booking) => void;
}

/** The actions a booking allows now: Edit while the owner may still change it, Delete before it starts. */
export function myBookingActions(b: Booking, now: number, { onEdit, onDelete }: MyBookingHandlers): RowAction[] {
  const actions: RowAction[] = [];
  if (userCanEdit(b, now)) {
    actions.push({
      key: 'edit',
      label: 'Edit',
      name: `Edit booking of ${b.rooms}`,
      icon: <EditIcon fontSize="small" />,
      onClick: () => onEdit(b),
    });
  }
  if (startsInFuture(b.start_time, now)) {
    actions.push({
      key: 'delete',
      label: 'Delete',
      name: `Delete booking of ${b.rooms}`,
      icon: <DeleteIcon fontSize="small" />,
      color: 'error',
      onClick: () => onDelete(b),
    });
  }
  return actions;
}
