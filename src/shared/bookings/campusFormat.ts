import { campusClock, type WallClock } from '@contracts/campus-clock';
import { dateText, instantSpanText, instantText, timeText } from '@contracts/campus-format';

/**
 * Campus-time labels for lists, without dayjs: the Overview and the tables only format
 * instants, and one cached Intl clock (shared with the server) keeps dayjs and its time
 * zone plugin out of the home route's first load. The words are the one date and time
 * format of @contracts/campus-format (issue 35), which the server's messages and mails use.
 */

/** DESIGN.md §2 default, used until GET /api/config has answered. */
export const DEFAULT_CAMPUS_TZ = 'Asia/Kolkata';

export const INVALID_DATE = 'Invalid date';

/** Today's calendar date on campus, YYYY-MM-DD (here, not in campusTime.ts, so a form can read it without dayjs). */
export function campusToday(tz: string, now: number = Date.now()): string {
  return campusClock(tz).wall(new Date(now)).date;
}

/** The instant of an ISO text, or null when it cannot be parsed. */
const instantOf = (value: string | null | undefined): Date | null => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** The campus wall clock at an ISO instant, or null when it cannot be parsed. */
export function campusWall(value: string | null | undefined, tz: string): WallClock | null {
  const at = instantOf(value);
  return at ? campusClock(tz).wall(at) : null;
}

/** An instant's campus date as "MMM dd, yyyy"; "Invalid date" when unparseable. */
export function formatBookingDate(value: string | null | undefined, tz: string): string {
  const wall = campusWall(value, tz);
  return wall ? dateText(wall.date) : INVALID_DATE;
}

/** An instant's campus time as "hh:mm a"; "Invalid date" when unparseable. */
export function formatBookingTime(value: string | null | undefined, tz: string): string {
  const wall = campusWall(value, tz);
  return wall ? timeText(wall.time) : INVALID_DATE;
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

/** An instant's campus date and time, e.g. "Thu, Mar 05, 2026, 10:00 AM"; "Invalid date" when unparseable. */
export function formatDateTime(value: string | null | undefined, tz: string): string {
  const at = instantOf(value);
  return at ? instantText(at, tz) : INVALID_DATE;
}

/**
 * A booking's span (issue 35: toasts, lists), e.g. "Thu, Mar 05, 2026, 10:00 AM – 11:00 AM";
 * the end's date is written too when it falls on another day.
 */
export function spanLabel(start: string, end: string, tz: string): string {
  const [from, to] = [instantOf(start), instantOf(end)];
  return from && to ? instantSpanText(from, to, tz) : INVALID_DATE;
}
