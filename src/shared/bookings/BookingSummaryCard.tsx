import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from './StatusBadge';
import { displayStatus } from './bookingStatus';
import { spanLabel } from './campusFormat';
import type { EditableBooking } from './types';

/** The booking being edited or deleted, as it is stored now. */
export function BookingSummaryCard({ booking, tz, showBooker }: { booking: EditableBooking; tz: string; showBooker?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {booking.rooms}
        </Typography>
        <StatusBadge status={displayStatus(booking.status, booking.end_time)} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {spanLabel(booking.start_time, booking.end_time, tz)}
      </Typography>
      {showBooker && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Booked by {booking.faculty_name ?? 'Unknown'} ({booking.faculty_email ?? 'no e-mail'})
        </Typography>
      )}
    </Paper>
  );
}
