import { dayText } from '@contracts/campus-format';
import { formatDateTime, INVALID_DATE } from '@shared/bookings/campusFormat';

/** SPEC.md: weekday, short month, day, year plus time, e.g. "Wed, Mar 04, 2026, 10:00 AM", in campus time. */
export const formatRequestDateTime = formatDateTime;

/** A stay date (YYYY-MM-DD) the same way without a time, e.g. "Wed, Mar 04, 2026". */
export function formatStayDate(value: string | null | undefined): string {
  const text = value ?? '';
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)?.map(Number) ?? [];
  if (!year) return INVALID_DATE;
  // A calendar date, read in UTC so no time zone moves it; 30 February rolls over, so it is refused.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return INVALID_DATE;
  return dayText(text);
}
