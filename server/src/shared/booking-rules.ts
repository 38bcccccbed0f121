import { BOOKING_LIMITS, BOOKING_MESSAGES } from '../contracts/booking-limits';
import { campusDate, campusMinuteOfDay } from './time';

export { BOOKING_LIMITS, BOOKING_MESSAGES };

export interface TimeRuleInput {
  start: Date;
  end: Date;
  tz: string;
  now: Date;
  /** Admins may place or move bookings in the past (SPEC.md §6). */
  allowPast: boolean;
}

/** The first rule a time range breaks, or null when it obeys them all. */
export function timeRuleViolation({ start, end, tz, now, allowPast }: TimeRuleInput): string | null {
  const L = BOOKING_LIMITS;
  if (end.getTime() <= start.getTime()) return BOOKING_MESSAGES.endBeforeStart;
  if (!allowPast && start.getTime() < now.getTime()) return BOOKING_MESSAGES.startInPast;
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (minutes < L.minMinutes) return BOOKING_MESSAGES.tooShort;
  if (minutes > L.maxMinutes) return BOOKING_MESSAGES.tooLong;
  const startMinute = campusMinuteOfDay(start, tz);
  const endMinute = campusMinuteOfDay(end, tz);
  const onGrid = (d: Date, m: number) => m % L.slotMinutes === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0;
  if (!onGrid(start, startMinute) || !onGrid(end, endMinute)) return BOOKING_MESSAGES.offGrid;
  // The day's last slot ends at 23:00, so an end of exactly 23:00 on the same day is fine.
  const sameDay = campusDate(start, tz) === campusDate(end, tz);
  if (!sameDay || startMinute < L.dayStartMinute || endMinute > L.dayEndMinute) return BOOKING_MESSAGES.outsideHours;
  return null;
}

/** Purpose rules: 1–200 characters when booking, 5–500 when editing (trimmed). */
export function purposeViolation(purpose: string, mode: 'create' | 'edit'): string | null {
  const p = purpose.trim();
  if (!p) return BOOKING_MESSAGES.purposeRequired;
  // Line breaks and tabs are fine in a textarea; other control characters (NUL cannot even be stored) are not.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(p)) return BOOKING_MESSAGES.purposeControlChars;
  if (mode === 'create') return p.length > BOOKING_LIMITS.purposeMaxOnCreate ? BOOKING_MESSAGES.purposeTooLongOnCreate : null;
  if (p.length < BOOKING_LIMITS.purposeMinOnEdit) return BOOKING_MESSAGES.purposeTooShort;
  if (p.length > BOOKING_LIMITS.purposeMaxOnEdit) return BOOKING_MESSAGES.purposeTooLongOnEdit;
  return null;
}
