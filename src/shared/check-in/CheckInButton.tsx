import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@shared/toasts';
import type { Booking } from '@contracts/booking';
import { CHECK_IN_MESSAGES, checkInState, checkInWindow } from '@contracts/check-in';
import { formatBookingTime } from '@shared/bookings/campusFormat';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useCheckInMutation } from './api';

/** Re-renders every half minute, so a button enables itself when its window opens. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Check in" for a confirmed booking in a room that requires it (issue 32): disabled until
 * 15 minutes before the start, ready until 15 minutes after, "Checked in" once done; nothing
 * for any other booking. My Bookings and the Overview render it as it is.
 */
export function CheckInButton({ booking }: { booking: Booking }) {
  const tz = useCampusTz();
  const now = useNow();
  const [checkIn, { isLoading }] = useCheckInMutation();
  const { enqueueSnackbar } = useSnackbar();
  const state = checkInState(booking, now);
  if (state === 'none') return null;
  if (state === 'checked-in') return <Chip label="Checked in" color="success" size="small" variant="outlined" />;

  const opens = formatBookingTime(checkInWindow(booking.start_time).opens.toISOString(), tz);
  const submit = async () => {
    try {
      await checkIn({ id: booking.id, room_id: booking.room_id }).unwrap();
      enqueueSnackbar(CHECK_IN_MESSAGES.checkedIn, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? 'Failed to check in. Please try again.', { variant: 'error' });
    }
  };
  return (
    <span>
      <Button
        size="small"
        variant="contained"
        disabled={state === 'early' || isLoading}
        onClick={submit}
        aria-label={`Check in to ${booking.rooms}`}
      >
        Check in
      </Button>
      {state === 'early' && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {`from ${opens}`}
        </Typography>
      )}
    </span>
  );
}
