import Button from '@mui/material/Button';
import { useSnackbar } from '@shared/toasts';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { STATUS_LABELS } from '@contracts/booking-status';
import type { Decision } from '@contracts/requests';
import { refusalMessage } from '@shared/bookings/serverMessage';

/** The toast's first word for each decision: the status it leaves, as the row's chip then says (issue 35). */
export const DECISION_DONE: Record<Decision, string> = { approved: STATUS_LABELS.approved, rejected: STATUS_LABELS.rejected };

export const UNDO_FAILED = 'The decision could not be undone';

/**
 * Issue 35: every decision says what was done ("Approved: Seminar Room 2, Tue, Jan 12, 2027,
 * 10:00 AM – 11:00 AM"); where the server can take it back, the toast offers Undo for
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
