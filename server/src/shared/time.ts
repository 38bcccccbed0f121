import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { campusClock } from '../contracts/campus-clock';
import { timeToMinutes } from '../contracts/booking-limits';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/**
 * dayjs here is calendar arithmetic on campus dates (dayjs.utc of YYYY-MM-DD: no time zone);
 * every reading of campus time goes through the one campus clock (contracts/campus-clock.ts),
 * which the client shares.
 */
export { dayjs };

/** An instant from a Date or a date-time string (as dayjs reads it). */
const instantOf = (value: Date | string): Date => (value instanceof Date ? value : dayjs(value).toDate());

// These run for every time in every list answer: the cached Intl clock costs microseconds
// where dayjs' timezone plugin cost ~0.8 ms per call under load (docs/PERFORMANCE.md).

/** ISO-8601 with the campus offset, e.g. 2026-01-05T10:00:00+05:30 (DESIGN.md §5). */
export function toCampusIso(value: Date | string, tz: string): string {
  return campusClock(tz).iso(instantOf(value));
}

/** The calendar date (YYYY-MM-DD) of an instant on campus. */
export function campusDate(value: Date | string, tz: string): string {
  return campusClock(tz).wall(instantOf(value)).date;
}

/** Minutes since campus midnight of an instant. */
export function campusMinuteOfDay(value: Date | string, tz: string): number {
  return timeToMinutes(campusClock(tz).wall(instantOf(value)).time);
}

/** The instant of a campus wall-clock time, e.g. ('2026-01-05', '09:30'). DST-safe. */
export function campusInstant(date: string, time: string, tz: string): Date {
  return campusClock(tz).instant(date, time);
}

/** [start, end) of a campus calendar day. */
export function campusDayRange(date: string, tz: string): { start: Date; end: Date } {
  const next = dayjs(date, 'YYYY-MM-DD').add(1, 'day').format('YYYY-MM-DD');
  return { start: campusInstant(date, '00:00', tz), end: campusInstant(next, '00:00', tz) };
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  return DATE_RE.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid();
}

/** Parses an ISO date-time that carries an offset or Z; anything else is null. */
export function parseInstant(value: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  // Date() would quietly roll 2026-02-30 over to March 2 and accept 24:00: refuse both.
  if (!m || !isIsoDate(m[1]) || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
