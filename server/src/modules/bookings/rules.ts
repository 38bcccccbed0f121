import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { horizonViolation, reasonToStore, reasonViolation, timeRuleViolation } from '../../contracts/booking-rules';
import { badRequest } from '../../shared/errors';
import { isIsoDate, parseInstant } from '../../shared/time';

/**
 * The server's side of the booking rules: the rules themselves are the plain functions of
 * contracts/booking-rules.ts, which the client's forms call too; here they become 400s.
 */

/**
 * A decision's reason (room and guest-house decisions alike), trimmed; blank means none.
 * Its characters are the text rule's (a MultiLineText field: line breaks and tabs, no other
 * control characters), checked by the validation plugin before this.
 */
export function decisionReason(reason: string | undefined): string | null {
  const problem = reasonViolation(reason);
  if (problem) throw badRequest(problem);
  return reasonToStore(reason);
}

/**
 * An ISO date-time with an offset whose date is a real calendar day. `Date` itself
 * rolls 2026-02-30 over to March 2, so the date part is checked on its own.
 */
function parseWireInstant(value: string): Date | null {
  return isIsoDate(value.slice(0, 10)) ? parseInstant(value) : null;
}

/** Parses a booking's wire times; a malformed one is a 400 naming the field. */
export function parseBookingRange(startTime: string, endTime: string): { start: Date; end: Date } {
  const start = parseWireInstant(startTime);
  if (!start) throw badRequest(BOOKING_MESSAGES.startMalformed);
  const end = parseWireInstant(endTime);
  if (!end) throw badRequest(BOOKING_MESSAGES.endMalformed);
  return { start, end };
}

/** Throws the 400 of the first DESIGN.md §5 time rule the range breaks, or of the booking horizon. */
export function assertTimeRules(range: { start: Date; end: Date }, context: { tz: string; now: Date; allowPast: boolean }): void {
  const violation = timeRuleViolation({ ...range, ...context }) ?? horizonViolation(range.start, context.now);
  if (violation) throw badRequest(violation);
}
