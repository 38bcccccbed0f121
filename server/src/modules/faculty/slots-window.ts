import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { SLOT_WINDOW_MESSAGES } from '../../contracts/booking-messages';
import { badRequest } from '../../shared/errors';
import { campusDayRange, dayjs, isIsoDate } from '../../shared/time';

/** The instants [from, to) covering campus days start_date..end_date inclusive; 400 for a bad range. */
export function slotsWindow(startDate: string, endDate: string, tz: string): { from: Date; to: Date } {
  if (!isIsoDate(startDate)) throw badRequest(SLOT_WINDOW_MESSAGES.badStart);
  if (!isIsoDate(endDate)) throw badRequest(SLOT_WINDOW_MESSAGES.badEnd);
  const days = dayjs.utc(endDate).diff(dayjs.utc(startDate), 'day') + 1;
  if (days < 1) throw badRequest(SLOT_WINDOW_MESSAGES.reversed);
  if (days > BOOKING_LIMITS.slotRangeMaxDays) throw badRequest(SLOT_WINDOW_MESSAGES.tooLong);
  return { from: campusDayRange(startDate, tz).start, to: campusDayRange(endDate, tz).end };
}
