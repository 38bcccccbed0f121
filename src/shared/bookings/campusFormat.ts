import { campusClock, type WallClock } from '@contracts/campus-clock';

/**
 * Campus-time labels for lists, without dayjs: the Overview and the tables only format
 * instants, and one cached Intl clock (shared with the server) keeps dayjs and its time
 * zone plugin out of the home route's first load.
 */

/** DESIGN.md §2 default, used until GET /api/config has answered. */
export const DEFAULT_CAMPUS_TZ = 'Asia/Kolkata';

export const INVALID_DATE = 'Invalid date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The campus wall clock at an ISO instant, or null when it cannot be parsed. */
export function campusWall(value: string | null | undefined, tz: string): WallClock | null {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : campusClock(tz).wall(new Date(ms));
}

/** YYYY-MM-DD as SPEC.md's "MMM dd, yyyy", e.g. "Mar 05, 2026". */
export const dateLabel = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)}, ${date.slice(0, 4)}`;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** YYYY-MM-DD and its weekday (0 = Sunday) as "Wed, Mar 4, 2026" (the request lists' dates). */
export const dateLabelWithWeekday = (date: string, day: number) =>
  `${WEEKDAYS[day]}, ${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

/** HH:mm as SPEC.md's "hh:mm a", e.g. "02:30 PM". */
export function timeLabel(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${String(hour % 12 || 12).padStart(2, '0')}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** An instant's campus date as "MMM dd, yyyy"; "Invalid date" when unparseable. */
export function formatBookingDate(value: string | null | undefined, tz: string): string {
  const wall = campusWall(value, tz);
  return wall ? dateLabel(wall.date) : INVALID_DATE;
}

/** An instant's campus time as "hh:mm a"; "Invalid date" when unparseable. */
export function formatBookingTime(value: string | null | undefined, tz: string): string {
  const wall = campusWall(value, tz);
  return wall ? timeLabel(wall.time) : INVALID_DATE;
}

/** Whole minutes from start to end, or null when either is unparseable. */
function minutesBetween(start: string | null | undefined, end: string | null | undefined): number | null {
  const s = start ? Date.parse(start) : NaN;
  const e = end ? Date.parse(end) : NaN;
  return Number.isNaN(s) || Number.isNaN(e) ? null : Math.round((e - s) / 60_000);
}

/** "Xh Ym" or "Ym" (SPEC.md), e.g. 90 → "1h 30m", 45 → "45m", 120 → "2h 0m". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** A booking's duration as SPEC.md writes it; "Invalid date" when a time is unparseable. */
export function formatDuration(start: string | null | undefined, end: string | null | undefined): string {
  const minutes = minutesBetween(start, end);
  return minutes === null ? INVALID_DATE : formatMinutes(minutes);
}

/**
 * A booking's span in a toast (issue 35), e.g. "Tue 12 Jan 10:00–11:00": the weekday, day and
 * month of its campus date and its campus times.
 */
export function spanLabel(start: string, end: string, tz: string): string {
  const [from, to] = [campusWall(start, tz), campusWall(end, tz)];
  if (!from || !to) return INVALID_DATE;
  return `${WEEKDAYS[from.day]} ${Number(from.date.slice(8, 10))} ${MONTHS[Number(from.date.slice(5, 7)) - 1]} ${from.time}–${to.time}`;
}
