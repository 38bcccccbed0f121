import { patternDates, type PatternRow } from '../../contracts/recurring';
import { campusInstant } from '../../shared/time';

/** One booking a weekly pattern asks for. */
export interface Occurrence {
  date: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  start: Date;
  end: Date;
}

/**
 * Expands a weekly pattern over start..end (both inclusive, YYYY-MM-DD) into campus
 * instants. Wall-clock times are resolved per date, so a DST change keeps 09:00 at 09:00.
 */
export function expandPattern(pattern: readonly PatternRow[], start: string, end: string, tz: string): Occurrence[] {
  return patternDates(pattern, start, end).map(({ date, row }) => ({
    date,
    day_of_week: row.day_of_week,
    start_time: row.start_time,
    end_time: row.end_time,
    start: campusInstant(date, row.start_time, tz),
    end: campusInstant(date, row.end_time, tz),
  }));
}
