/**
 * Check-in and release (issue 32, DESIGN.md §10): when a confirmed booking in a room that
 * requires check-in may be checked in, when it is released, and the words of both. Plain
 * values and functions (no TypeBox): the client shows the same window as the server checks.
 */
import { msOf, statusLabelOf, toStoredStatus, type Instant, type WireBookingStatus } from './booking-status';
import { dayText, timeText } from './campus-format';

export const CHECK_IN = {
  /** The window opens this many minutes before the start … */
  opensMinutesBefore: 15,
  /** … and closes this many minutes after it; a booking not checked in by then is released. */
  graceMinutes: 15,
} as const;

/** The check-in window of a booking that starts at `start`: both ends included. */
export function checkInWindow(start: Instant): { opens: Date; closes: Date } {
  const startMs = msOf(start);
  return {
    opens: new Date(startMs - CHECK_IN.opensMinutesBefore * 60_000),
    closes: new Date(startMs + CHECK_IN.graceMinutes * 60_000),
  };
}

/** Where `now` is against a booking's window: before it opens, inside it, or after it closed. */
export function checkInPhase(start: Instant, now: Instant): 'early' | 'open' | 'late' {
  const { opens, closes } = checkInWindow(start);
  const at = msOf(now);
  if (at < opens.getTime()) return 'early';
  return at > closes.getTime() ? 'late' : 'open';
}

/** What the Check in button of a booking shows: nothing, disabled until the window opens, ready, or done. */
export type CheckInState = 'none' | 'early' | 'open' | 'checked-in';

export interface CheckInFacts {
  status: WireBookingStatus;
  start_time: string;
  check_in_required?: boolean;
  checked_in_at?: string | null;
}

export function checkInState(booking: CheckInFacts, now: Instant): CheckInState {
  if (!booking.check_in_required) return 'none';
  if (booking.checked_in_at) return 'checked-in';
  if (toStoredStatus(booking.status) !== 'confirmed') return 'none';
  const phase = checkInPhase(booking.start_time, now);
  return phase === 'late' ? 'none' : phase;
}

export const CHECK_IN_MESSAGES = {
  checkedIn: 'Checked in',
  /** 409 outside the window, e.g. "Check-in is open from 09:45 AM to 10:15 AM on Tue, Jan 12, 2027." (campus date, HH:mm times) */
  outsideWindow: (date: string, from: string, to: string) =>
    `Check-in is open from ${timeText(from)} to ${timeText(to)} on ${dayText(date)}.`,
  alreadyCheckedIn: 'This booking is already checked in.',
  notRequired: 'This room does not require check-in.',
  notConfirmed: (status: WireBookingStatus) =>
    `Only a confirmed booking can be checked in; this one is ${statusLabelOf(status).toLowerCase()}.`,
  notYours: 'You can only check in your own bookings.',
  notFound: 'Booking not found.',
  /** The booker's notice when a booking is released. */
  releasedTitle: 'Booking released',
  released: (where: string, when: string) =>
    `Nobody checked in to your booking of ${where} on ${when} within ${CHECK_IN.graceMinutes} minutes of its start, so it was released for others.`,
} as const;

/* ---------- Reminders ---------- */

/** How long before a confirmed booking its reminder comes: 0 is off (the user's setting, beside the notification settings). */
export const REMINDER_CHOICES = [0, 15, 30, 60] as const;
export type ReminderMinutes = (typeof REMINDER_CHOICES)[number];
export const DEFAULT_REMINDER_MINUTES: ReminderMinutes = 30;

export const REMINDER_LABELS: Record<ReminderMinutes, string> = {
  0: 'Off',
  15: '15 minutes before',
  30: '30 minutes before',
  60: '60 minutes before',
};

export const REMINDER_MESSAGES = {
  settingLabel: 'Remind me before my bookings',
  title: (room: string, start: string) => `Reminder: ${room} at ${timeText(start)}`,
  body: (where: string, when: string, purpose: string) => `Your booking of ${where} starts ${when}: "${purpose}".`,
  /** Added when the room requires check-in. */
  checkIn: (from: string, to: string) =>
    `Check in from ${timeText(from)} to ${timeText(to)} on My Bookings or the Overview, or the room is released.`,
} as const;
