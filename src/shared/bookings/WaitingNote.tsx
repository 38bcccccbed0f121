import Typography from '@mui/material/Typography';
import { BOOKING_ANSWERS } from '@contracts/booking-messages';
import { toStoredStatus, type WireBookingStatus } from '@contracts/booking-rules';

/** Issue 35: under a pending request's badge, who decides it and that its booker will be told. */
export function WaitingNote({ status }: { status: WireBookingStatus }) {
  if (toStoredStatus(status) !== 'pending') return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, maxWidth: 240 }}>
      {BOOKING_ANSWERS.whoDecides}
    </Typography>
  );
}
