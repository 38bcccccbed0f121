import { dayjs, inCampus, INVALID_DATE } from '@shared/bookings/campusTime';

/** SPEC.md: weekday, short month, day, year plus time, e.g. "Wed, Mar 4, 2026, 10:00 AM", in campus time. */
export function formatRequestDateTime(value: string | null | undefined, tz: string): string {
  return inCampus(value, tz)?.format('ddd, MMM D, YYYY, h:mm A') ?? INVALID_DATE;
}

/** A stay date (YYYY-MM-DD) the same way without a time, e.g. "Wed, Mar 4, 2026". */
export function formatStayDate(value: string | null | undefined): string {
  const d = value ? dayjs(value, 'YYYY-MM-DD', true) : null;
  return d?.isValid() ? d.format('ddd, MMM D, YYYY') : INVALID_DATE;
}
