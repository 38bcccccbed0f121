import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { spanLabel } from '@shared/bookings/campusFormat';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import type { Booking } from '@contracts/booking';
import { CheckInButton } from './CheckInButton';

/** The Overview's "Check in" card with its bookings. Its own module: loaded only when there is something to check in. */
export function CheckInDueList({ bookings }: { bookings: Booking[] }) {
  const tz = useCampusTz();
  return (
    <Card variant="outlined" component="section" aria-labelledby="check-in-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="check-in-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Check in
        </Typography>
        <Stack spacing={1.5}>
          {bookings.map((b) => (
            <Stack key={b.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flex: 1 }}>{`${b.rooms}, ${spanLabel(b.start_time, b.end_time, tz)}: ${b.purpose}`}</Typography>
              <CheckInButton booking={b} />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
