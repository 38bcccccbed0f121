import { badRequest } from '../../shared/errors';
import { campusDayRange, dayjs, isIsoDate } from '../../shared/time';

/**
 * The dates a grid may start on (docs/decisions/0103): the campus clock reads whole-minute
 * offsets from 1970 on, and a week from the last one still ends before year 10000.
 */
export const SCHEDULE_DATES = { first: '1970-01-01', last: '9998-12-31' } as const;

export const SCHEDULE_WINDOW_MESSAGES = {
  badDate: 'date must be a real calendar date (YYYY-MM-DD)',
  outOfRange: `date must be from ${SCHEDULE_DATES.first} to ${SCHEDULE_DATES.last}`,
} as const;

/**
 * The instants [from, to) of the grid: `date` 00:00 campus time for `days` campus days (a
 * day is 23 or 25 hours where the clock changes). The query's schema has checked the form
 * and the range of days; a date out of range or one the calendar lacks (2026-02-30) is a
 * 400 naming it.
 */
export function scheduleWindow(date: string, days: number, tz: string): { from: Date; to: Date } {
  // The schema has checked the form, so dates compare as text.
  if (date < SCHEDULE_DATES.first || date > SCHEDULE_DATES.last) throw badRequest(SCHEDULE_WINDOW_MESSAGES.outOfRange);
  if (!isIsoDate(date)) throw badRequest(SCHEDULE_WINDOW_MESSAGES.badDate);
  const last = dayjs
    .utc(date)
    .add(days - 1, 'day')
    .format('YYYY-MM-DD');
  return { from: campusDayRange(date, tz).start, to: campusDayRange(last, tz).end };
}
