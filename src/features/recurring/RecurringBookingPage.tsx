import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RecurringBookingForm } from './RecurringBookingForm';

export default function RecurringBookingPage() {
  return (
    <Box sx={{ maxWidth: 900, p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Create Recurring Booking
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Book one room on the same weekdays and times over a date range.
      </Typography>
      <RecurringBookingForm />
    </Box>
  );
}
