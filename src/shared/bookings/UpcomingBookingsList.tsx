import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { UpcomingBooking } from '@contracts/users';
import { statusLabelOf } from '@contracts/booking-status';
import { spanLabel } from './campusFormat';
import { useCampusTz } from './useCampusTz';

/**
 * Bookings that have not ended, one line each in campus time: what stays on the timetable
 * after a user (Manage Users) or a room (Manage Rooms) is deactivated.
 */
export function UpcomingBookingsList({ bookings }: { bookings: readonly UpcomingBooking[] }) {
  const tz = useCampusTz();
  if (bookings.length === 0) return null;
  return (
    <List dense aria-label="Upcoming bookings">
      {bookings.map((b) => (
        <ListItem key={b.id} disableGutters>
          <ListItemText
            primary={`${b.room_name} · ${spanLabel(b.start_time, b.end_time, tz)}`}
            secondary={`${statusLabelOf(b.status)} · ${b.purpose}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
