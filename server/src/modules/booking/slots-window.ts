import { badRequest } from '../../shared/errors';
import { campusDayRange, dayjs, isIsoDate } from '../../shared/time';

/** Book a Room asks for at most two months of days at once (its picker shows two). */
export const MAX_SLOT_RANGE_DAYS = 62;

export const SLOT_WINDOW_MESSAGES = {
  badStart: 'start_date must be a real calendar date (YYYY-MM-DD)',
  badEnd: 'end_date must be a real calendar date (YYYY-MM-DD)',
  reversed: 'end_date must be on or after start_date',
  tooLong: `The date range may cover at most ${MAX_SLOT_RANGE_DAYS} days`,
} as const;

/** The instants [from, to) covering campus days start_date..end_date inclusive; 400 for a bad range. */
export function slotsWindow(startDate: string, endDate: string, tz: string): { from: Date; to: Date } {
  if (!isIsoDate(startDate)) throw badRequest(SLOT_WINDOW_MESSAGES.badStart);
  if (!isIsoDate(endDate)) throw badRequest(SLOT_WINDOW_MESSAGES.badEnd);
  const days = dayjs.utc(endDate).diff(dayjs.utc(startDate), 'day') + 1;
  if (days < 1) throw badRequest(SLOT_WINDOW_MESSAGES.reversed);
  if (days > MAX_SLOT_RANGE_DAYS) throw badRequest(SLOT_WINDOW_MESSAGES.tooLong);
  return { from: campusDayRange(startDate, tz).start, to: campusDayRange(endDate, tz).end };
}
