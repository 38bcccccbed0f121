/**
 * The one home of the booking rules (DESIGN.md §5, §9; docs/decisions/0090): plain functions
 * over the limits of booking-limits.ts and the words of booking-messages.ts, called by the
 * server's checks (modules/bookings/rules.ts) and, through yup `test()`, by the client's forms,
 * so a rule is written once. Each answers the message of the first rule broken, or null.
 * No TypeBox here: the browser imports this module.
 */
import { BOOKING_LIMITS as L } from './booking-limits';
import { BOOKING_MESSAGES as M, DECISION_MESSAGES } from './booking-messages';
import { msOf, type Instant } from './booking-status';
import { campusClock } from './campus-clock';
import { textViolation } from './text-rule';

export * from './booking-status';

/* ---------- Times: length, the quarter-hour grid, campus hours, how far ahead ---------- */

/** A booking's length in minutes: after its start, 15 minutes to 8 hours. */
export function lengthViolation(minutes: number): string | null {
  if (minutes <= 0) return M.endBeforeStart;
  if (minutes < L.minMinutes) return M.tooShort;
  if (minutes > L.maxMinutes) return M.tooLong;
  return null;
}

/** A start in the past, unless the one booking may be placed there (an administrator, SPEC.md §6). */
export function startViolation(start: Instant, now: Instant, allowPast: boolean): string | null {
  return !allowPast && msOf(start) < msOf(now) ? M.startInPast : null;
}

/** A start more than BOOKING_LIMITS.horizonYears ahead (a typo'd year should not hold a room in 2062). */
export function horizonViolation(start: Instant, now: Instant): string | null {
  const horizon = new Date(msOf(now));
  horizon.setUTCFullYear(horizon.getUTCFullYear() + L.horizonYears);
  return msOf(start) > horizon.getTime() ? M.tooFarAhead : null;
}

/** Wall-clock minutes of a day (start, end) on the quarter-hour grid and within 09:00–23:00 of one day. */
export function wallClockViolation(startMinute: number, endMinute: number, sameDay = true): string | null {
  if (startMinute % L.slotMinutes !== 0 || endMinute % L.slotMinutes !== 0) return M.offGrid;
  // The day's last slot ends at 23:00, so an end of exactly 23:00 on the same day is fine.
  if (!sameDay || startMinute < L.dayStartMinute || endMinute > L.dayEndMinute) return M.outsideHours;
  return null;
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A time of day range ("HH:mm", as a weekly pattern row has it) under the length, grid and hours rules. */
export function timeOfDayViolation(startTime: string, endTime: string): string | null {
  const start = minuteOf(startTime);
  const end = minuteOf(endTime);
  return lengthViolation(end - start) ?? wallClockViolation(start, end);
}

export interface TimeRuleInput {
  start: Date;
  end: Date;
  tz: string;
  now: Date;
  /** Admins may place or move bookings in the past (SPEC.md §6). */
  allowPast: boolean;
}

/** The first DESIGN.md §5 rule a booking's range breaks (order: end, past, length, grid, hours), or null. */
export function timeRuleViolation({ start, end, tz, now, allowPast }: TimeRuleInput): string | null {
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (minutes <= 0) return M.endBeforeStart;
  const past = startViolation(start, now, allowPast);
  if (past) return past;
  const length = lengthViolation(minutes);
  if (length) return length;
  const clock = campusClock(tz);
  const [from, to] = [clock.wall(start), clock.wall(end)];
  const wholeMinutes = start.getTime() % 60_000 === 0 && end.getTime() % 60_000 === 0;
  if (!wholeMinutes) return M.offGrid;
  return wallClockViolation(minuteOf(from.time), minuteOf(to.time), from.date === to.date);
}

/* ---------- Text: a purpose, a decision's reason ---------- */

/** Purpose rules, trimmed: 1–200 characters when booking, 5–500 when editing. */
export function purposeViolation(purpose: string, mode: 'create' | 'edit'): string | null {
  const p = purpose.trim();
  if (!p) return M.purposeRequired;
  const characters = textViolation('Purpose', p, 'multi-line');
  if (characters) return characters;
  if (mode === 'create') return p.length > L.purposeMaxOnCreate ? M.purposeTooLongOnCreate : null;
  if (p.length < L.purposeMinOnEdit) return M.purposeTooShort;
  if (p.length > L.purposeMaxOnEdit) return M.purposeTooLongOnEdit;
  return null;
}

/**
 * A decision's reason (room and guest-house decisions, bulk actions, a room's cancelled
 * bookings): optional, at most BOOKING_LIMITS.reasonMax characters once trimmed. Its
 * characters are the text rule's (text-rule.ts), checked by the validation plugin.
 */
export function reasonViolation(reason: string | undefined): string | null {
  if ((reason?.trim().length ?? 0) > L.reasonMax) return DECISION_MESSAGES.reasonTooLong;
  return textViolation('Reason', reason, 'multi-line');
}

/** The reason as stored: trimmed, and none when blank. */
export function reasonToStore(reason: string | undefined): string | null {
  const text = reason?.trim() ?? '';
  return text === '' ? null : text;
}
