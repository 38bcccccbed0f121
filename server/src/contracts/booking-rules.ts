/**
 * The one home of the booking rules (DESIGN.md §5, §9; docs/decisions/0090): plain functions
 * over the limits of booking-limits.ts and the words of booking-messages.ts, called by the
 * server's checks (modules/bookings/rules.ts) and, through yup `test()`, by the client's forms,
 * so a rule is written once. Each answers the message of the first rule broken, or null.
 * No TypeBox here: the browser imports this module.
 */
import { BOOKING_LIMITS as L } from './booking-limits';
import { BOOKING_MESSAGES as M, DECISION_MESSAGES } from './booking-messages';
import { campusClock } from './campus-clock';

/* ---------- Status vocabulary ---------- */

/**
 * The stored statuses: the one declaration of the union (the database's check constraint holds
 * the same words). `expired` (issue 35): a request nobody decided before it began.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled', 'expired'] as const;
export type StoredBookingStatus = (typeof BOOKING_STATUSES)[number];

/** What an administrator may set by hand (SPEC.md §4); the others only happen to a booking. */
export const ADMIN_SETTABLE_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const satisfies readonly StoredBookingStatus[];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];
export const isAdminSettable = (status: string): status is AdminSettableStatus =>
  (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status);

/** Request lists and the user's filter say "approved" for the stored "confirmed" (SPEC.md §4, DESIGN.md §5). */
export type RequestStatus = Exclude<StoredBookingStatus, 'confirmed'> | 'approved';
/** A status as any wire carries it. */
export type WireBookingStatus = StoredBookingStatus | RequestStatus;
/** What a badge shows: a wire status, or "completed" for a confirmed booking that has ended. */
export type ShownBookingStatus = WireBookingStatus | 'completed';

/** A guest-house request's stored statuses (its own table keeps "approved"); `expired` as for bookings. */
export const IGH_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type IghRequestStatusWord = (typeof IGH_REQUEST_STATUSES)[number];

/** A decision as the approval routes take it. */
export type Decision = 'approved' | 'rejected';

/** Wire → stored, the one mapping (with toRequestStatus): "approved" is the stored "confirmed"; every other word is stored as is. */
export function toStoredStatus(status: Decision): 'confirmed' | 'rejected';
export function toStoredStatus(status: WireBookingStatus): StoredBookingStatus;
export function toStoredStatus(status: WireBookingStatus): StoredBookingStatus {
  return status === 'approved' ? 'confirmed' : status;
}

/** Stored → the word of request lists and the user's filter. */
export function toRequestStatus(status: StoredBookingStatus): RequestStatus {
  return status === 'confirmed' ? 'approved' : status;
}

/** Statuses that hold a room ("live"): the overlap guard, clash finders and counts use only these. */
export const LIVE_BOOKING_STATUSES: readonly StoredBookingStatus[] = ['pending', 'confirmed'];

/** A booking that holds its room, whichever word the wire uses. */
export function isLiveStatus(status: WireBookingStatus): boolean {
  return LIVE_BOOKING_STATUSES.includes(toStoredStatus(status));
}

type Instant = Date | string | number;
const msOf = (value: Instant): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** "completed" (DESIGN.md §5): a confirmed booking whose end has passed; every other status shows as it is. */
export function shownStatus(status: WireBookingStatus, end: Instant, now: Instant): ShownBookingStatus {
  const endMs = msOf(end);
  return toStoredStatus(status) === 'confirmed' && !Number.isNaN(endMs) && endMs <= msOf(now) ? 'completed' : status;
}

/**
 * Issue 35: a pending request whose start has come can no longer be decided; it expires at
 * its start minute (docs/decisions/0180-requests-expire-at-their-start.md).
 */
export function isOverdueRequest(status: WireBookingStatus, start: Instant, now: Instant): boolean {
  return status === 'pending' && msOf(start) <= msOf(now);
}

/** SPEC.md §4: the booker may edit (or cancel) an upcoming pending or approved booking only. */
export function mayEditOwn(booking: { status: WireBookingStatus; start_time: Instant }, now: Instant): boolean {
  const start = msOf(booking.start_time);
  return !Number.isNaN(start) && start > msOf(now) && isLiveStatus(booking.status);
}

/**
 * Badge and notification words (docs/decisions/0022-one-status-vocabulary.md): a booking that
 * holds its room is "Confirmed" whoever made it so; "Approved"/"Rejected" are the words of a
 * decision (request lists, filters), which SPEC.md quotes.
 */
export const STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  completed: 'Completed',
  expired: DECISION_MESSAGES.expired,
} as const satisfies Record<ShownBookingStatus, string>;

/**
 * Issue 35: a booking's type in one set of words on every screen and in the CSV. SPEC.md's
 * type filter says "Normal Bookings" and "Recurring Bookings"; a series' first booking is
 * its "parent" only in SPEC.md's filter values, never in what people read.
 */
export const BOOKING_KIND_LABELS = {
  normal: 'Normal',
  'recurring-parent': 'Recurring, first in series',
  'recurring-child': 'Recurring, later in series',
} as const;

export function statusLabelOf(status: string): string {
  const key = status.toLowerCase() as keyof typeof STATUS_LABELS;
  return STATUS_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

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
  return (reason?.trim().length ?? 0) > L.reasonMax ? DECISION_MESSAGES.reasonTooLong : null;
}

/** The reason as stored: trimmed, and none when blank. */
export function reasonToStore(reason: string | undefined): string | null {
  const text = reason?.trim() ?? '';
  return text === '' ? null : text;
}
