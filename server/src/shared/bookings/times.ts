import { BOOKING_MESSAGES, timeRuleViolation } from '../booking-rules';
import { badRequest } from '../errors';
import { parseInstant } from '../time';

/** Parses a booking's wire times; a malformed one is a 400 naming the field. */
export function parseBookingRange(startTime: string, endTime: string): { start: Date; end: Date } {
  const start = parseInstant(startTime);
  if (!start) throw badRequest(BOOKING_MESSAGES.startMalformed);
  const end = parseInstant(endTime);
  if (!end) throw badRequest(BOOKING_MESSAGES.endMalformed);
  return { start, end };
}

/** Throws the 400 of the first DESIGN.md §5 time rule the range breaks. */
export function assertTimeRules(range: { start: Date; end: Date }, context: { tz: string; now: Date; allowPast: boolean }): void {
  const violation = timeRuleViolation({ ...range, ...context });
  if (violation) throw badRequest(violation);
}
