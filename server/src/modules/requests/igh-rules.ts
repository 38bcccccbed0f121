import { IGH_LIMITS, REQUEST_MESSAGES, type NewIghRequestBody } from '../../contracts/requests';
import { dayjs, isIsoDate } from '../../shared/time';

/** The first rule a new guest-house request breaks, or null. `today` is the campus date. */
export function ighRequestViolation(body: NewIghRequestBody, today: string): string | null {
  if (!body.customer_name.trim()) return REQUEST_MESSAGES.customerNameRequired;
  if (!body.relation_with_student.trim()) return REQUEST_MESSAGES.relationRequired;
  if (!isIsoDate(body.check_in)) return REQUEST_MESSAGES.invalidDate('check_in');
  if (!isIsoDate(body.check_out)) return REQUEST_MESSAGES.invalidDate('check_out');
  // YYYY-MM-DD strings compare in calendar order.
  if (body.check_in < today) return REQUEST_MESSAGES.checkInPast;
  const lastCheckIn = dayjs.utc(today).add(IGH_LIMITS.maxYearsAhead, 'year').format('YYYY-MM-DD');
  if (body.check_in > lastCheckIn) return REQUEST_MESSAGES.checkInTooFar(lastCheckIn);
  if (body.check_out < body.check_in) return REQUEST_MESSAGES.checkOutBeforeCheckIn;
  if (dayjs.utc(body.check_out).diff(dayjs.utc(body.check_in), 'day') > IGH_LIMITS.maxNights) return REQUEST_MESSAGES.stayTooLong;
  return null;
}
