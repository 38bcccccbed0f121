import * as yup from 'yup';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { reasonToStore, reasonViolation } from '@contracts/booking-rules';
import { ruleTest } from './ruleTest';

/** A form that asks a reason (a decision, a bulk action, a room's cancelled bookings): its one field. */
export interface ReasonForm {
  reason: string;
}

export const EMPTY_REASON: ReasonForm = { reason: '' };

/** The server's own reason rule (@contracts/booking-rules): optional, at most 500 characters once trimmed. */
export const reasonSchema = yup.object({
  reason: yup.string().test(ruleTest('reason', (reason: string | undefined) => reasonViolation(reason))),
});

/** The counter under the field, as the edit dialog's purpose counts ("12/500 characters"). */
export const reasonCounter = (reason: string) => `${reason.trim().length}/${BOOKING_LIMITS.reasonMax} characters`;

/** The reason as sent: trimmed, and left out when blank (the server stores none then). */
export const reasonToSend = (reason: string): string | undefined => reasonToStore(reason) ?? undefined;
