import { BOOKING_MESSAGES, RECURRING_MESSAGES } from '../../contracts/booking-messages';
import type { CampusClock } from '../../contracts/campus-clock';
import { countPatternDates, RECURRING_LIMITS, WEEKDAY_NAMES, type PatternRow } from '../../contracts/recurring';
import { badRequest } from '../../shared/errors';
import type { BookingContext } from '../bookings';
import { clockChangeViolation, expandPattern, type Occurrence } from './expand';

/** What every recurring operation needs: a booking context and the campus clock for many dates. */
export interface RecurringContext extends BookingContext {
  clock: CampusClock;
}

export const DRAFT_MINUTES = 30;

/**
 * The occurrences of a valid pattern and range, less the skipped dates, checked against
 * the caps and the booking rules (400 otherwise).
 */
export function planOccurrences(
  ctx: RecurringContext,
  pattern: readonly PatternRow[],
  start: string,
  end: string,
  skip: ReadonlySet<string> = new Set(),
): Occurrence[] {
  // Counted before expanding: a refused series costs no expansion (issue 16).
  const count = countPatternDates(pattern, start, end);
  if (count === 0) {
    const days = [...new Set(pattern.map((r) => r.day_of_week))].map((d) => WEEKDAY_NAMES[d]).join(' or ');
    throw badRequest(RECURRING_MESSAGES.noDates(start, end, days));
  }
  if (count > RECURRING_LIMITS.maxOccurrences) throw badRequest(RECURRING_MESSAGES.tooMany(count));
  const occurrences = expandPattern(pattern, start, end, ctx.clock).filter((o) => !skip.has(o.date));
  if (occurrences.length === 0) throw badRequest(RECURRING_MESSAGES.allSkipped);
  for (const o of occurrences) {
    const moved = clockChangeViolation(o, ctx.clock);
    if (moved) throw badRequest(moved);
    // Even admins book a series forward in time only.
    if (o.start.getTime() < ctx.now.getTime()) throw badRequest(`${o.date} ${o.start_time}-${o.end_time}: ${BOOKING_MESSAGES.startInPast}`);
  }
  return occurrences;
}
