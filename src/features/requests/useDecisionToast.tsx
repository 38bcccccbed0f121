import Button from '@mui/material/Button';
import { useSnackbar } from '@shared/toasts';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import type { Decision } from '@contracts/requests';
import { refusalMessage } from '@shared/bookings/serverMessage';

/** The toast's first word for each decision: the buttons' words (SPEC.md: Approve, Decline). */
export const DECISION_DONE: Record<Decision, string> = { approved: 'Approved', rejected: 'Declined' };

export const UNDO_FAILED = 'The decision could not be undone';

/**
 * Issue 35: every decision says what was done ("Approved: Seminar Room 2, Tue 12 Jan
 * 10:00–11:00"); where the server can take it back, the toast offers Undo for
 * BOOKING_LIMITS.undoSeconds, and a failed undo shows the server's words.
 */
export function useDecisionToast(undo?: (id: number) => Promise<unknown>) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return (id: number, decision: Decision, summary: string) => {
    const text = `${DECISION_DONE[decision]}: ${summary}`;
    if (!undo) return enqueueSnackbar(text, { variant: 'success' });
    const takeBack = async (key: string | number) => {
      closeSnackbar(key);
      try {
        await undo(id);
        enqueueSnackbar(`Undone: ${summary} waits for a decision again`, { variant: 'info' });
      } catch (error) {
        enqueueSnackbar(refusalMessage(error, UNDO_FAILED), { variant: 'error' });
      }
    };
    return enqueueSnackbar(text, {
      variant: 'success',
      autoHideDuration: BOOKING_LIMITS.undoSeconds * 1000,
      action: (key) => (
        <Button color="inherit" size="small" onClick={() => void takeBack(key)}>
          Undo
        </Button>
      ),
    });
  };
}
