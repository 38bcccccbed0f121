import { assertTimeRules } from '../bookings';
import { badRequest } from '../../shared/errors';
import { campusInstant, isIsoDate } from '../../shared/time';

export const FREE_ROOMS_MESSAGES = {
  badDate: 'date must be a real calendar date (YYYY-MM-DD)',
  badStart: 'start must be a campus time of day (HH:mm), e.g. 10:00',
  badEnd: 'end must be a campus time of day (HH:mm), e.g. 11:00',
} as const;

const isTimeOfDay = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * The instants of a free-room search's interval, checked by the booking rules (grid,
 * hours, 15 minutes to 8 hours, not in the past unless the caller may book there, the
 * booking horizon), so a bad interval answers the 400 message booking would.
 */
export function freeRoomsWindow(
  query: { date: string; start: string; end: string },
  context: { tz: string; now: Date; allowPast: boolean },
): { start: Date; end: Date } {
  if (!isIsoDate(query.date)) throw badRequest(FREE_ROOMS_MESSAGES.badDate);
  if (!isTimeOfDay(query.start)) throw badRequest(FREE_ROOMS_MESSAGES.badStart);
  if (!isTimeOfDay(query.end)) throw badRequest(FREE_ROOMS_MESSAGES.badEnd);
  const range = { start: campusInstant(query.date, query.start, context.tz), end: campusInstant(query.date, query.end, context.tz) };
  assertTimeRules(range, context);
  return range;
}
