/**
 * The one home of the booking rules (DESIGN.md §5, §9; docs/decisions/0090): plain functions
 * over the limits of booking-limits.ts and the words of booking-messages.ts, called by the
 * server's checks (modules/bookings/rules.ts) and, through yup `test()`, by the client's forms,
 * so a rule is written once. Each answers the message of the first rule broken, or null.
 * No TypeBox here: the browser imports this module.
 */
import { BOOKING_LIMITS as L, timeToMinutes } from './booking-limits';
import { BOOKING_MESSAGES as M, DECISION_MESSAGES } from './booking-messages';
import { msOf, type Instant } from './booking-status';
import { campusClock } from './campus-clock';
import { textViolation } from './text-rule';
import { lengthRule, timeBreach, type TimeRule } from './time-rule';

export * from './booking-status';
export * from './time-rule';

/* ---------- Times: length, the quarter-hour grid, campus hours, how far ahead ---------- */

/** A time rule in SPEC.md's words: the hours rules share one message. */
const TIME_RULE_MESSAGES: Record<TimeRule, string> = {
  endBeforeStart: M.endBeforeStart,
  tooShort: M.tooShort,
  tooLong: M.tooLong,
  offGrid: M.offGrid,
  beforeOpening: M.outsideHours,
  afterLastStart: M.outsideHours,
  otherDay: M.outsideHours,
  afterClosing: M.outsideHours,
};

/** The message of a time rule broken (time-rule.ts), or null. */
export const timeRuleMessage = (rule: TimeRule | null | undefined): string | null => (rule ? TIME_RULE_MESSAGES[rule] : null);

/** A booking's length in minutes: after its start, 15 minutes to 8 hours. */
export function lengthViolation(minutes: number): string | null {
  return timeRuleMessage(lengthRule(minutes));
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

/** A time of day range ("HH:mm", as a weekly pattern row has it) under the length, grid and hours rules. */
export function timeOfDayViolation(startTime: string, endTime: string): string | null {
  return timeRuleMessage(timeBreach({ startMinute: timeToMinutes(startTime), endMinute: timeToMinutes(endTime) })?.rule);
}

export interface TimeRuleInput {
  start: Date;
  end: Date;
  tz: string;
  now: Date;
  /** Admins may place or move bookings in the past (SPEC.md §6). */
  allowPast: boolean;
}

/** The first DESIGN.md §5 rule a booking's range breaks (order: end, past, then time-rule.ts's length, grid, hours), or null. */
export function timeRuleViolation({ start, end, tz, now, allowPast }: TimeRuleInput): string | null {
  const clock = campusClock(tz);
  const [from, to] = [clock.wall(start), clock.wall(end)];
  // A start or end between whole minutes is off the grid: its seconds make its minute fractional.
  const minuteOf = (wall: { time: string }, instant: Date) => timeToMinutes(wall.time) + (instant.getTime() % 60_000) / 60_000;
  const breach = timeBreach({
    startMinute: minuteOf(from, start),
    endMinute: minuteOf(to, end),
    minutes: (end.getTime() - start.getTime()) / 60_000,
    sameDay: from.date === to.date,
  });
  if (breach?.rule === 'endBeforeStart') return M.endBeforeStart;
  return startViolation(start, now, allowPast) ?? timeRuleMessage(breach?.rule);
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
