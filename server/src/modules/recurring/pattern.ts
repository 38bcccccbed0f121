import { daysBetween, RECURRING_LIMITS, WEEKDAY_NAMES, type PatternRow } from '../../contracts/recurring';
import { RECURRING_MESSAGES } from '../../contracts/booking-messages';
import { timeOfDayViolation } from '../../contracts/booking-rules';
import { isIsoDate } from '../../shared/time';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "Monday 09:00-10:00": how messages name a pattern row. */
export const describeRow = (row: PatternRow) => `${WEEKDAY_NAMES[row.day_of_week]} ${row.start_time}-${row.end_time}`;

/** The first problem of a date range, or null. */
export function dateRangeViolation(start: string, end: string): string | null {
  if (!isIsoDate(start)) return RECURRING_MESSAGES.badDate('start_date');
  if (!isIsoDate(end)) return RECURRING_MESSAGES.badDate('end_date');
  const span = daysBetween(start, end);
  if (span < 0) return RECURRING_MESSAGES.startAfterEnd;
  if (span > RECURRING_LIMITS.maxSpanDays) return RECURRING_MESSAGES.tooLong;
  return null;
}

/** The first problem of a weekly pattern (bad times, broken booking rules, overlapping rows), or null. */
export function patternViolation(pattern: readonly PatternRow[]): string | null {
  for (const [i, row] of pattern.entries()) {
    const name = `Pattern row ${i + 1}`;
    if (!HH_MM.test(row.start_time)) return RECURRING_MESSAGES.badTime(name, 'start_time');
    if (!HH_MM.test(row.end_time)) return RECURRING_MESSAGES.badTime(name, 'end_time');
    const broken = timeOfDayViolation(row.start_time, row.end_time);
    if (broken) return `${name} (${describeRow(row)}): ${broken}`;
  }
  for (const [i, a] of pattern.entries()) {
    for (const b of pattern.slice(i + 1)) {
      // HH:mm strings compare in time order.
      if (a.day_of_week === b.day_of_week && a.start_time < b.end_time && b.start_time < a.end_time) {
        return RECURRING_MESSAGES.overlap(describeRow(a), describeRow(b));
      }
    }
  }
  return null;
}
