import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { DECISION_MESSAGES } from '@contracts/booking-messages';

export const REASON_MAX = BOOKING_LIMITS.reasonMax;

/** What is wrong with a decline's reason, in the server's words; null when it may be sent. */
export function reasonProblem(reason: string): string | null {
  return reason.trim().length > REASON_MAX ? DECISION_MESSAGES.reasonTooLong : null;
}

/** The counter under the field, as the edit dialog's purpose counts ("12/500 characters"). */
export const reasonCounter = (reason: string) => `${reason.trim().length}/${REASON_MAX} characters`;

/** The reason as sent: trimmed, and left out when blank (the server stores none then). */
export function reasonToSend(reason: string): string | undefined {
  const trimmed = reason.trim();
  return trimmed === '' ? undefined : trimmed;
}
