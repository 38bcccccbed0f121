import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { campusClock } from '@contracts/campus-clock';
import { dateText } from '@contracts/campus-format';
import { campusWall, INVALID_DATE } from './campusFormat';

/**
 * Campus time for the booking screens. Every conversion between an instant and the campus
 * wall clock goes through the one campus clock the server also uses (@contracts/campus-clock);
 * dayjs is left only the calendar arithmetic of campus dates (the date pickers, ranges of
 * days), which involves no time zone.
 */
dayjs.extend(customParseFormat);

export { dayjs, type Dayjs };

export {
  DEFAULT_CAMPUS_TZ,
  INVALID_DATE,
  campusToday,
  formatBookingDate,
  formatBookingTime,
  formatDuration,
  formatMinutes,
} from './campusFormat';

/** The instant of a campus wall-clock time (date YYYY-MM-DD, time HH:mm). */
export const campusInstant = (date: string, time: string, tz: string): Date => campusClock(tz).instant(date, time);

/** ISO-8601 with the campus offset for a campus wall-clock time (DESIGN.md §5). */
export function campusIso(date: string, time: string, tz: string): string {
  const clock = campusClock(tz);
  return clock.iso(clock.instant(date, time));
}

/** The value of a datetime-local input showing an instant in campus time ('' if unparseable). */
export function toDateTimeLocal(value: string | null | undefined, tz: string): string {
  const wall = campusWall(value, tz);
  return wall ? `${wall.date}T${wall.time}` : '';
}

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
const isCalendarDate = (date: string) => dayjs(date, 'YYYY-MM-DD', true).isValid();

/** The instant (ms) of a datetime-local value read as campus wall-clock time; null if it is not one. */
export function dateTimeLocalMs(value: string, tz: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2})?$/.exec(value);
  if (!m || !isCalendarDate(m[1]) || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  return campusInstant(m[1], `${m[2]}:${m[3]}`, tz).getTime();
}

/** A datetime-local input's value (campus wall-clock) as ISO with the campus offset; null if invalid. */
export function fromDateTimeLocal(value: string, tz: string): string | null {
  const ms = dateTimeLocalMs(value, tz);
  return ms === null ? null : campusClock(tz).iso(new Date(ms));
}

/** A calendar date (YYYY-MM-DD) as "MMM dd, yyyy"; "Invalid date" when it is not one. */
export function formatCalendarDate(date: string | null | undefined): string {
  return date && isCalendarDate(date) ? dateText(date) : INVALID_DATE;
}
