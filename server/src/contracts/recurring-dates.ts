/**
 * Weekly-pattern calendar arithmetic shared by the server's expansion and the client's
 * summary: plain data and functions only (no TypeBox), so the client bundle stays small.
 */

/** DESIGN.md §5: a series spans at most one year and holds at most 500 bookings. */
export const RECURRING_LIMITS = { maxSpanDays: 366, maxOccurrences: 500, maxPatternRows: 50, maxSkipDates: 500 } as const;

/** Sunday is 0 (SPEC.md §3). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One weekly pattern row: campus wall-clock HH:mm times on a weekday. */
export interface PatternRow {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

/** An occurrence date of a pattern row, before campus times are attached. */
export interface PatternDate {
  date: string;
  row: PatternRow;
}

const DAY_MS = 86_400_000;
const toUtcDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** Whole days from start to end (YYYY-MM-DD each); negative when end is earlier. */
export function daysBetween(start: string, end: string): number {
  return Math.round((toUtcDay(end) - toUtcDay(start)) / DAY_MS);
}

/**
 * How many (date, row) pairs patternDates would give, by arithmetic alone: the recurring cap
 * is checked with it before anything is expanded (issue 16), so a long range times many
 * pattern rows costs no work before it is refused.
 */
export function countPatternDates(pattern: readonly PatternRow[], start: string, end: string): number {
  const days = daysBetween(start, end) + 1;
  if (days <= 0) return 0;
  const firstDay = new Date(toUtcDay(start)).getUTCDay();
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  return pattern.reduce((sum, row) => sum + weeks + ((row.day_of_week - firstDay + 7) % 7 < rest ? 1 : 0), 0);
}

/**
 * Every (date, row) of a weekly pattern over start..end inclusive, in date order then
 * row order. Pure calendar arithmetic (no time zones), shared by the server's expansion
 * and the form's summary.
 */
export function patternDates(pattern: readonly PatternRow[], start: string, end: string): PatternDate[] {
  const out: PatternDate[] = [];
  const first = toUtcDay(start);
  const last = toUtcDay(end);
  const firstDay = new Date(first).getUTCDay();
  // Weekdays by arithmetic, and a date's text only for the days a row falls on: a timetable
  // import expands thousands of rows (issue 31).
  for (let t = first, day = firstDay; t <= last; t += DAY_MS, day = (day + 1) % 7) {
    let date: string | null = null;
    for (const row of pattern) if (row.day_of_week === day) out.push({ date: (date ??= new Date(t).toISOString().slice(0, 10)), row });
  }
  return out;
}
