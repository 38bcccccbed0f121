import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar } from '@shared/toasts';
import type { Blackout } from '@contracts/blackouts';
import { spanLabel } from '@shared/bookings/campusFormat';
import { serverMessage } from '@shared/bookings/serverMessage';
import { statusLabelOf } from '@contracts/booking-status';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
import { useCancelBlackoutBookingsMutation, useGetBlackoutBookingsQuery } from './closuresApi';

/**
 * The bookings already inside a closure (pending or confirmed, not ended), with the one
 * action on them: cancel them all, each booker notified with "Room closed: <reason>".
 */
export function AffectedBookingsDialog({ blackout, onClose }: { blackout: Blackout; onClose(): void }) {
  const tz = useCampusTz();
  const { data: bookings, isLoading } = useGetBlackoutBookingsQuery(blackout.id);
  const [cancel] = useCancelBlackoutBookingsMutation();
  const { enqueueSnackbar } = useSnackbar();
  const count = bookings?.length ?? 0;
  // The server lists the first 500; the count and the cancel cover every one.
  const total = Math.max(count, blackout.affected_count);

  const confirm = async () => {
    try {
      const answer = await cancel(blackout.id).unwrap();
      enqueueSnackbar(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? 'Failed to cancel the bookings. Please try again.', { variant: 'error' });
    }
  };

  const text =
    count === 0 && !isLoading
      ? `No bookings are inside “${blackout.reason}”.`
      : `${total} ${total === 1 ? 'booking is' : 'bookings are'} inside “${blackout.reason}”. Cancel them? Each booker is notified with the reason.`;

  return (
    <ConfirmationDialog
      open
      title="Bookings inside the closure"
      text={text}
      confirmLabel={`Cancel ${total === 1 ? 'booking' : `${total} bookings`}`}
      busyLabel="Cancelling..."
      cancelLabel={count === 0 ? 'Close' : 'Keep them'}
      confirmColor="error"
      confirmDisabled={count === 0}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {isLoading && <CircularProgress size={24} aria-label="Loading bookings" />}
      {count > 0 && (
        <List dense aria-label="Bookings inside the closure">
          {bookings!.map((b) => (
            <ListItem key={b.id} disableGutters>
              <ListItemText
                primary={`${b.room_name} · ${spanLabel(b.start_time, b.end_time, tz)}`}
                secondary={`${b.user_name} · ${b.purpose} · ${statusLabelOf(b.status)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </ConfirmationDialog>
  );
}
