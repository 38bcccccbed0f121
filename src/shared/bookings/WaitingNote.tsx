import Typography from '@mui/material/Typography';
import { PENDING_NOTE, toStoredStatus, type WireBookingStatus } from '@contracts/booking-status';

/** Issue 35: under a pending request's badge, who decides it and that its booker will be told. */
export function WaitingNote({ status }: { status: WireBookingStatus }) {
  if (toStoredStatus(status) !== 'pending') return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, maxWidth: 240 }}>
      {PENDING_NOTE}
    </Typography>
  );
}
