import { patternDates, RECURRING_LIMITS, WEEKDAY_NAMES, type PatternRow } from '@contracts/recurring-dates';
import { dayjs } from '@shared/bookings/campusTime';

/** Monday first, Sunday last, as a campus week reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "Mondays", "Mondays and Wednesdays", "Mondays, Wednesdays and Fridays". */
export function weekdayList(days: Iterable<number>): string {
  const names = WEEK_ORDER.filter((d) => new Set(days).has(d)).map((d) => `${WEEKDAY_NAMES[d]}s`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "5 Jan – 30 Mar" (years shown only when the range crosses one). */
export function dateSpan(start: string, end: string): string {
  const [s, e] = [dayjs(start), dayjs(end)];
  const format = s.year() === e.year() ? 'D MMM' : 'D MMM YYYY';
  return `${s.format(format)} – ${e.format(format)}`;
}

export interface OccurrenceSummary {
  count: number;
  text: string;
  /** More bookings than a series may hold. */
  tooMany: boolean;
}

/**
 * What the form is about to book, e.g. "12 bookings, Mondays and Wednesdays, 5 Jan – 30 Mar".
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
