import { patternDates, RECURRING_LIMITS, WEEKDAY_NAMES, type PatternRow } from '@contracts/recurring-dates';
import { dateText } from '@contracts/campus-format';

/** Monday first, Sunday last, as a campus week reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "Mondays", "Mondays and Wednesdays", "Mondays, Wednesdays and Fridays". */
export function weekdayList(days: Iterable<number>): string {
  const names = WEEK_ORDER.filter((d) => new Set(days).has(d)).map((d) => `${WEEKDAY_NAMES[d]}s`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Jan 05, 2026 – Mar 30, 2026", in the one date format (issue 35). */
export const dateSpan = (start: string, end: string): string => `${dateText(start)} – ${dateText(end)}`;

export interface OccurrenceSummary {
  count: number;
  text: string;
  /** More bookings than a series may hold. */
  tooMany: boolean;
}

/**
 * What the form is about to book, e.g. "12 bookings, Mondays and Wednesdays, Jan 05, 2026 – Mar 30, 2026".
 * Counts the same dates the server expands (shared calendar arithmetic). Null for a range
 * that ends before it starts: the form's date error says what is wrong.
 */
export function summarizeOccurrences(pattern: readonly PatternRow[], start: string, end: string): OccurrenceSummary | null {
  if (end < start) return null;
  const dates = patternDates(pattern, start, end);
  const count = dates.length;
  if (count === 0) return { count, text: 'No date in this range falls on the chosen weekdays', tooMany: false };
  const days = weekdayList(dates.map((d) => d.row.day_of_week));
  const text = `${count} booking${count === 1 ? '' : 's'}, ${days}, ${dateSpan(dates[0].date, dates[count - 1].date)}`;
  return { count, text, tooMany: count > RECURRING_LIMITS.maxOccurrences };
}
