import { campusClock } from './campus-clock';

/**
 * Issue 35: one way to write a campus date and time for people — every screen, toast, notice,
 * mail, server message and the CSV export. SPEC.md's own formats: the date "MMM dd, yyyy"
 * ("Mar 05, 2026") and the time "hh:mm a" ("02:30 PM") of My Bookings; the request lists'
 * "weekday, short month, day, year plus time" is the same date after its weekday
 * ("Thu, Mar 05, 2026, 02:30 PM"). Plain functions of campus wall-clock values (YYYY-MM-DD,
 * HH:mm), shared by server and client (docs/decisions/0221-one-time-format.md).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "14:30" → "02:30 PM"; midnight is 12:00 AM, noon 12:00 PM. */
export function timeText(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${String(hour % 12 || 12).padStart(2, '0')}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "2026-03-05" → "Mar 05, 2026". */
export const dateText = (date: string): string => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)}, ${date.slice(0, 4)}`;

/** The weekday of a calendar date (YYYY-MM-DD), 0 = Sunday; no time zone is involved. */
export const weekdayOf = (date: string): number => new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();

/** "2026-03-05" → "Thu, Mar 05, 2026": a date with its weekday, for a day someone plans. */
export const dayText = (date: string): string => `${WEEKDAY_SHORT[weekdayOf(date)]}, ${dateText(date)}`;

/** "10:00", "11:00" → "10:00 AM – 11:00 AM". */
export const timeRangeText = (from: string, to: string): string => `${timeText(from)} – ${timeText(to)}`;

/** A date and a time: "Thu, Mar 05, 2026, 10:00 AM". */
export const dateTimeText = (date: string, time: string): string => `${dayText(date)}, ${timeText(time)}`;

/** A time on one day: "Thu, Mar 05, 2026, 10:00 AM – 11:00 AM". */
export const spanText = (date: string, from: string, to: string): string => `${dayText(date)}, ${timeRangeText(from, to)}`;

/** An instant on campus as dateTimeText writes it. */
export function instantText(instant: Date, tz: string): string {
  const wall = campusClock(tz).wall(instant);
  return dateTimeText(wall.date, wall.time);
}

/** Two instants on campus: spanText when they share a day, else both in full ("… – Fri, Mar 06, 2026, 09:00 AM"). */
export function instantSpanText(start: Date, end: Date, tz: string): string {
  const [from, to] = [campusClock(tz).wall(start), campusClock(tz).wall(end)];
  return from.date === to.date
    ? spanText(from.date, from.time, to.time)
    : `${dateTimeText(from.date, from.time)} – ${dateTimeText(to.date, to.time)}`;
}
