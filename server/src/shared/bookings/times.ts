import { BOOKING_MESSAGES, timeRuleViolation } from '../booking-rules';
import { badRequest } from '../errors';
import { isIsoDate, parseInstant } from '../time';

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

/** How far ahead a single booking may be placed (a typo'd year should not hold a room in 2062). */
export const BOOKING_HORIZON_YEARS = 2;
export const TOO_FAR_AHEAD_MESSAGE = `Bookings can be made at most ${BOOKING_HORIZON_YEARS} years ahead`;

/** Throws the 400 of the first DESIGN.md §5 time rule the range breaks, or of the booking horizon. */
export function assertTimeRules(range: { start: Date; end: Date }, context: { tz: string; now: Date; allowPast: boolean }): void {
  const violation = timeRuleViolation({ ...range, ...context });
  if (violation) throw badRequest(violation);
  const horizon = new Date(context.now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + BOOKING_HORIZON_YEARS);
  if (range.start.getTime() > horizon.getTime()) throw badRequest(TOO_FAR_AHEAD_MESSAGE);
}
