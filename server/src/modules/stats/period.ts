import { USAGE_MESSAGES, periodDays, periodProblem } from '../../contracts/usage-period';
import { badRequest } from '../../shared/errors';
import { campusDayRange, isIsoDate } from '../../shared/time';
import type { UsagePeriod } from './usage';

/** The campus days from..to (both included) as instants [from, to); 400 with a message for a bad period. */
export function usagePeriod(from: string, to: string, tz: string): { period: UsagePeriod; start: Date; end: Date } {
  if (!isIsoDate(from)) throw badRequest(USAGE_MESSAGES.badFrom);
  if (!isIsoDate(to)) throw badRequest(USAGE_MESSAGES.badTo);
  const problem = periodProblem(from, to);
  if (problem) throw badRequest(problem);
  return {
    period: { from, to, days: periodDays(from, to) },
    start: campusDayRange(from, tz).start,
    end: campusDayRange(to, tz).end,
  };
}
