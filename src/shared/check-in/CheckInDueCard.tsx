import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBookingDate, formatBookingTime } from '@shared/bookings/campusFormat';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useGetCheckInDueQuery } from './api';
import { CheckInButton } from './CheckInButton';

/** The Overview's "Check in" card: the user's bookings whose check-in is open or opens within the hour; nothing otherwise. */
export function CheckInDueCard() {
  const tz = useCampusTz();
  const { data: bookings = [], isError } = useGetCheckInDueQuery();
  if (isError || bookings.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="check-in-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="check-in-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Check in
        </Typography>
        <Stack spacing={1.5}>
          {bookings.map((b) => (
            <Stack key={b.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flex: 1 }}>
                {`${b.rooms}, ${formatBookingDate(b.start_time, tz)} ${formatBookingTime(b.start_time, tz)} – ${formatBookingTime(b.end_time, tz)}: ${b.purpose}`}
              </Typography>
              <CheckInButton booking={b} />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
