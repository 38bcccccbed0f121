import { patternDates, type PatternRow } from '../../contracts/recurring';
import type { CampusClock } from '../../contracts/campus-clock';
import { RECURRING_MESSAGES } from '../../contracts/booking-messages';
import { timeToMinutes } from '../../contracts/booking-limits';
import type { Occurrence } from '../bookings';

export type { Occurrence };

/**
 * Expands a weekly pattern over start..end (both inclusive, YYYY-MM-DD) into campus
 * instants. Wall-clock times are resolved per date, so a DST change keeps 09:00 at 09:00.
 */
export function expandPattern(pattern: readonly PatternRow[], start: string, end: string, clock: CampusClock): Occurrence[] {
  return patternDates(pattern, start, end).map(({ date, row }) => ({
    date,
    day_of_week: row.day_of_week,
    start_time: row.start_time,
    end_time: row.end_time,
    start: clock.instant(date, row.start_time),
    end: clock.instant(date, row.end_time),
  }));
}

/**
 * Null when an occurrence really happens at its wall-clock times. The pattern rows obey
 * the booking rules already; only a clock change on that date could bend them.
 */
export function clockChangeViolation(o: Occurrence, clock: CampusClock): string | null {
  const start = clock.wall(o.start);
  const end = clock.wall(o.end);
  const lasts = (o.end.getTime() - o.start.getTime()) / 60_000 === timeToMinutes(o.end_time) - timeToMinutes(o.start_time);
  const kept = start.date === o.date && start.time === o.start_time && end.date === o.date && end.time === o.end_time;
  return kept && lasts ? null : RECURRING_MESSAGES.clockChange(`${o.date} ${o.start_time}-${o.end_time}`);
}
