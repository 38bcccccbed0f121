import { campusWall, dateLabelWithWeekday } from '@shared/bookings/campusFormat';
import { dayjs, INVALID_DATE } from '@shared/bookings/campusTime';

/** SPEC.md: weekday, short month, day, year plus time, e.g. "Wed, Mar 4, 2026, 10:00 AM", in campus time. */
export function formatRequestDateTime(value: string | null | undefined, tz: string): string {
  const wall = campusWall(value, tz);
  if (!wall) return INVALID_DATE;
  const hour = Number(wall.time.slice(0, 2));
  return `${dateLabelWithWeekday(wall.date, wall.day)}, ${hour % 12 || 12}:${wall.time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A stay date (YYYY-MM-DD) the same way without a time, e.g. "Wed, Mar 4, 2026". */
export function formatStayDate(value: string | null | undefined): string {
  const d = value ? dayjs(value, 'YYYY-MM-DD', true) : null;
  return d?.isValid() ? d.format('ddd, MMM D, YYYY') : INVALID_DATE;
}
