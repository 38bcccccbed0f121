import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { campusClock } from '@contracts/campus-clock';
import { INVALID_DATE } from './campusFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs, type Dayjs };

export { DEFAULT_CAMPUS_TZ, INVALID_DATE, formatBookingDate, formatBookingTime } from './campusFormat';

/** An instant from an ISO string, or null when it cannot be parsed. */
export function parseIso(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** The campus wall-clock view of an ISO instant (null when unparseable). */
export function inCampus(value: string | null | undefined, tz: string): Dayjs | null {
  const d = parseIso(value);
  return d ? d.tz(tz) : null;
}

/** Whole minutes from start to end, or null when either is unparseable. */
export function minutesBetween(start: string | null | undefined, end: string | null | undefined): number | null {
  const s = parseIso(start);
  const e = parseIso(end);
  return s && e ? e.diff(s, 'minute') : null;
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

/** ISO-8601 with the campus offset for a campus wall-clock time (DESIGN.md §5). */
export function campusIso(date: string, time: string, tz: string): string {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', tz).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** The value of a datetime-local input showing an instant in campus time ('' if unparseable). */
export function toDateTimeLocal(value: string | null | undefined, tz: string): string {
  return inCampus(value, tz)?.format('YYYY-MM-DDTHH:mm') ?? '';
}

/** A datetime-local input's value (campus wall-clock) as ISO with the campus offset; null if invalid. */
export function fromDateTimeLocal(value: string, tz: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = dayjs.tz(value.slice(0, 16), 'YYYY-MM-DDTHH:mm', tz);
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm:ssZ') : null;
}

/** Today's calendar date on campus, YYYY-MM-DD (the one campus clock, shared with the server). */
export function campusToday(tz: string, now: number = Date.now()): string {
  return campusClock(tz).wall(new Date(now)).date;
}

/** A calendar date (YYYY-MM-DD) as "MMM dd, yyyy"; "Invalid date" when it is not one. */
export function formatCalendarDate(date: string | null | undefined): string {
  const d = date ? dayjs(date, 'YYYY-MM-DD', true) : null;
  return d?.isValid() ? d.format('MMM DD, YYYY') : INVALID_DATE;
}
