import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSnackbar } from '@shared/toasts';
import { BOOKING_ANSWERS } from '@contracts/booking-messages';
import type { WaitlistBody } from '@contracts/waitlist';
import { WAITLIST_MESSAGES } from '@contracts/waitlist-rules';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useJoinWaitlistMutation } from './api';

/** The 409 answer of a booking refused because the time is taken: it names the clashing booking, or (a race lost) says so. */
export function isTakenAnswer(error: unknown): boolean {
  const { status, data } = error as { status?: unknown; data?: { clash?: unknown; message?: unknown } };
  if (status !== 409 || typeof data !== 'object' || data === null) return false;
  return data.clash !== undefined || data.message === BOOKING_ANSWERS.clashFallback;
}

/**
 * Issue 32: after Book a Room refused a time as taken, "Join the waitlist" for that room and
 * time (either view renders it under its booking form); gone once joined.
 */
export function JoinWaitlist({ request, onDone }: { request: WaitlistBody; onDone(): void }) {
  const [join, { isLoading }] = useJoinWaitlistMutation();
  const { enqueueSnackbar } = useSnackbar();
  const submit = async () => {
    try {
      const { message } = await join(request).unwrap();
      enqueueSnackbar(message, { variant: 'success' });
      onDone();
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? 'Could not join the waitlist. Please try again.', { variant: 'error' });
    }
  };
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={submit} disabled={isLoading}>
          {WAITLIST_MESSAGES.join}
        </Button>
      }
    >
      This time is taken. Join the waitlist to get it if it frees.
    </Alert>
  );
}
