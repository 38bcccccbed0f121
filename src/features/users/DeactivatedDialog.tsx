import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DeactivateUserResponse } from '@contracts/users';
import { UpcomingBookingsList } from '@shared/bookings/UpcomingBookingsList';

/**
 * After a deactivation: the user's bookings that have not ended (issue 16). They stay on the
 * timetable; an administrator cancels them in Manage Bookings if the rooms should be freed.
 */
export function DeactivatedDialog({ result, onClose }: { result: DeactivateUserResponse; onClose(): void }) {
  const { user, upcoming_bookings: bookings, upcoming_total: total } = result;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>User Deactivated</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {user.name} is signed out everywhere and cannot sign in until activated again.{' '}
          {total === 0
            ? 'They have no upcoming bookings.'
            : `Their ${total === 1 ? 'upcoming booking stays' : `${total} upcoming bookings stay`} on the timetable; cancel ${total === 1 ? 'it' : 'them'} in Manage Bookings if the rooms should be freed.`}
        </DialogContentText>
        <UpcomingBookingsList bookings={bookings} />
        {total > bookings.length && <DialogContentText>…and {total - bookings.length} more.</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
