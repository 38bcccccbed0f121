import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { BOOKING_MESSAGES, DECISION_MESSAGES } from '../../contracts/booking-messages';
import { badRequest } from '../../shared/errors';
import { campusDate, campusMinuteOfDay, isIsoDate, parseInstant } from '../../shared/time';

/** The booking rules of DESIGN.md §5 over the plain limits both sides read (contracts/booking-limits.ts). */

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
  if (mode === 'create') return p.length > BOOKING_LIMITS.purposeMaxOnCreate ? BOOKING_MESSAGES.purposeTooLongOnCreate : null;
  if (p.length < BOOKING_LIMITS.purposeMinOnEdit) return BOOKING_MESSAGES.purposeTooShort;
  if (p.length > BOOKING_LIMITS.purposeMaxOnEdit) return BOOKING_MESSAGES.purposeTooLongOnEdit;
  return null;
}

/**
 * A decision's reason (room and guest-house decisions alike), trimmed; blank means none.
 * Its characters are the text rule's (a MultiLineText field: line breaks and tabs, no other
 * control characters), checked by the validation plugin before this.
 */
export function decisionReason(reason: string | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return null;
  if (text.length > BOOKING_LIMITS.reasonMax) throw badRequest(DECISION_MESSAGES.reasonTooLong);
  return text;
}

/**
 * An ISO date-time with an offset whose date is a real calendar day. `Date` itself
 * rolls 2026-02-30 over to March 2, so the date part is checked on its own.
 */
function parseWireInstant(value: string): Date | null {
  return isIsoDate(value.slice(0, 10)) ? parseInstant(value) : null;
}

/** Parses a booking's wire times; a malformed one is a 400 naming the field. */
export function parseBookingRange(startTime: string, endTime: string): { start: Date; end: Date } {
  const start = parseWireInstant(startTime);
  if (!start) throw badRequest(BOOKING_MESSAGES.startMalformed);
  const end = parseWireInstant(endTime);
  if (!end) throw badRequest(BOOKING_MESSAGES.endMalformed);
  return { start, end };
}

/** Throws the 400 of the first DESIGN.md §5 time rule the range breaks, or of the booking horizon. */
export function assertTimeRules(range: { start: Date; end: Date }, context: { tz: string; now: Date; allowPast: boolean }): void {
  const violation = timeRuleViolation({ ...range, ...context });
  if (violation) throw badRequest(violation);
  const horizon = new Date(context.now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + BOOKING_LIMITS.horizonYears);
  if (range.start.getTime() > horizon.getTime()) throw badRequest(BOOKING_MESSAGES.tooFarAhead);
}
