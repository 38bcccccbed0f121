/**
 * Every message a booking answers with, in one plain module (no TypeBox) that the server
 * sends and the client shows and tests against (DESIGN.md §9). SPEC.md's texts are verbatim.
 */
import { BOOKING_LIMITS, minutesToTime } from './booking-limits';
import { dayText, timeText } from './campus-format';
import { PENDING_NOTE, STATUS_LABELS } from './booking-status';
import { RECURRING_LIMITS } from './recurring-dates';

const L = BOOKING_LIMITS;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A broken booking rule (400). */
export const BOOKING_MESSAGES = {
  startInPast: 'Start time cannot be in the past',
  endBeforeStart: 'End time must be after start time',
  tooShort: 'Booking must be at least 15 minutes long',
  tooLong: 'Booking cannot exceed 8 hours',
  offGrid: 'Bookings start and end on a quarter hour (:00, :15, :30 or :45)',
  outsideHours: `Bookings must be between ${timeText(minutesToTime(L.dayStartMinute))} and ${timeText(minutesToTime(L.dayEndMinute))} campus time`,
  tooFarAhead: `Bookings can be made at most ${L.horizonYears} years ahead`,
  purposeRequired: 'Purpose is required',
  /** The edit form's words for an empty field (an API caller who leaves one out is told "start_time is required"). */
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  statusRequired: 'Status is required',
  purposeTooLongOnCreate: `Purpose must be at most ${L.purposeMaxOnCreate} characters`,
  purposeTooShort: `Purpose must be at least ${L.purposeMinOnEdit} characters`,
  purposeTooLongOnEdit: 'Purpose must be less than 500 characters',
  startMalformed: 'Start time must be a date and time with a time-zone offset, e.g. 2026-03-05T10:00:00+05:30',
  endMalformed: 'End time must be a date and time with a time-zone offset, e.g. 2026-03-05T11:00:00+05:30',
  unknownRoom: (id: number) => `Unknown room id: ${id}`,
  /** Issue 35: booking on someone's behalf. */
  onBehalfForbidden: 'Only administrators can book for someone else.',
  unknownBooker: (id: number) => `Cannot book for user ${id}: no such user.`,
  bookerDeactivated: (name: string) => `Cannot book for ${name}: the account is deactivated.`,
  bookerCannotBook: (name: string) => `Cannot book for ${name}: they have no role that books rooms.`,
  unknownRooms: (ids: readonly number[]) => `Unknown room ${ids.length === 1 ? 'id' : 'ids'}: ${ids.join(', ')}`,
} as const;

/** The own-booking and admin booking endpoints' answers. */
export const BOOKING_ANSWERS = {
  /** An administrator's booking, confirmed at once (SPEC.md's toast). */
  created: 'Room booked successfully',
  /** Everyone else's booking waits for a dean. */
  requested: 'Request sent for approval',
  /** Issue 35: who decides a request and that its booker hears of it (the request toast, My Bookings). */
  whoDecides: PENDING_NOTE,
  updated: 'Booking updated successfully',
  /** A non-administrator's change of an approved booking's time or purpose. */
  needsApprovalAgain: 'This change needs approval again',
  cancelled: 'Booking cancelled successfully',
  deleted: 'Booking deleted successfully',
  alreadyCancelled: 'This booking is already cancelled.',
  notFound: 'Booking not found.',
  notEditable: 'Only upcoming bookings that are pending or approved can be edited.',
  notDeletable: 'Only bookings that have not started yet can be deleted.',
  rejectedStays: 'This booking was rejected and holds no room time; it stays on record.',
  statusForbidden: 'You can only cancel your booking; approval is decided by the room administrators.',
  /** 400: an edit asked for a status only the campus's rules set (the no-show release, expiry). */
  statusAutomatic: (label: string) => `"${label}" is set by the campus's own rules (check-in and expiry), not by an edit.`,
  clashFallback: 'This room is already booked for that time.',
  /** 409 naming the booking that holds the time (campus date YYYY-MM-DD, times HH:mm), e.g. 10:00 AM to 11:00 AM on Thu, Mar 05, 2026. */
  clash: (date: string, from: string, to: string, purpose: string) =>
    `This room is already booked from ${timeText(from)} to ${timeText(to)} on ${dayText(date)} for "${purpose}".`,
} as const;

/** Book a Room's date range for the timeline (getbookedslots). */
export const SLOT_WINDOW_MESSAGES = {
  badStart: 'start_date must be a real calendar date (YYYY-MM-DD)',
  badEnd: 'end_date must be a real calendar date (YYYY-MM-DD)',
  reversed: 'end_date must be on or after start_date',
  tooLong: `The date range may cover at most ${L.slotRangeMaxDays} days`,
} as const;

/** Decisions on room and guest-house requests. */
export const DECISION_MESSAGES = {
  roomNotFound: 'Room booking request not found.',
  ighNotFound: 'Guest-house request not found.',
  alreadyDecided: (status: string) => `This request has already been ${status}; only a pending request can be decided.`,
  cancelledByBooker: 'This request was cancelled by its booker and can no longer be decided.',
  ownRequest: 'You cannot decide your own request.',
  notApprover: 'Only a room approver (a dean) can approve room requests.',
  /** Issue 35: the status label of a request nobody decided in time, and the 409 of deciding it. */
  expired: STATUS_LABELS.expired,
  reasonTooLong: `Reason must be at most ${L.reasonMax} characters`,
  decided: (status: string) => `Booking ${status}`,
  /** Issue 35: Undo of a decision. */
  undone: 'Decision undone: the request waits for a decision again.',
  undoTooLate: `A decision can be undone only within ${L.undoSeconds} seconds, by the approver who made it.`,
} as const;

/** Weekly recurring series: creating, confirming, editing and deleting. */
export const RECURRING_MESSAGES = {
  /** The recurring form's one message for anything left empty (SPEC.md §5). */
  fillRequired: 'Please fill in all required fields',
  badDate: (field: string) => `${field} must be a real date in YYYY-MM-DD form`,
  startAfterEnd: 'Start date must be on or before end date',
  tooLong: 'A recurring booking can span at most one year',
  tooMany: (n: number) => `A recurring booking can have at most ${RECURRING_LIMITS.maxOccurrences} bookings; this one would have ${n}`,
  /** The form's warning before it asks (the server's tooMany names the count). */
  tooManyHint: `A recurring booking can have at most ${RECURRING_LIMITS.maxOccurrences} bookings.`,
  noDates: (start: string, end: string, days: string) =>
    `No date between ${start} and ${end} falls on ${days}; choose a longer range or other weekdays`,
  badTime: (row: string, field: string) => `${row}: ${field} must be a time in HH:mm form (00:00 to 23:59)`,
  overlap: (a: string, b: string) => `${a} and ${b} overlap; rows on the same weekday must not overlap`,
  notInSeries: (date: string) => `${date} is not a date of this recurring booking`,
  allSkipped: 'Every date of this recurring booking is skipped; there is nothing to book',
  clockChange: (when: string) => `${when}: a clock change on this date moves these times; choose other times`,
  drafted: (conflicts: number, dates: number) =>
    `${conflicts} of ${plural(dates, 'date')} ${conflicts === 1 ? 'clashes' : 'clash'} with existing bookings. Confirm to book the other dates, or cancel.`,
  created: (bookings: number) => `Recurring booking created successfully! ${plural(bookings, 'booking')}.`,
  confirmed: (bookings: number, skipped: number) =>
    `Recurring booking confirmed! ${plural(bookings, 'booking')}, ${plural(skipped, 'date')} skipped.`,
  clash: 'Some dates are already booked. Review the conflicts and try again; nothing was booked.',
  roomNotFound: 'Room not found.',
  notFound: 'Recurring booking not found.',
  notCreator: 'Only the person who created this recurring booking can confirm it.',
  alreadyConfirmed: 'This recurring booking has already been confirmed.',
  expired: 'This recurring booking has expired. Please submit it again.',
  nothingUpcoming: 'This recurring booking has no upcoming bookings left to change.',
  badInstant: (field: string) => `${field} must be an ISO date-time with an offset, e.g. 2026-03-09T10:00:00+05:30`,
  moveClash: (dates: readonly string[]) => `The new times clash with other bookings on ${dates.join(', ')}. Nothing was changed.`,
  updated: 'All recurring bookings updated successfully',
  deleted: 'All recurring bookings deleted successfully',
} as const;

/** A booking's history (issue 35): its 404 and the field names as the history dialog shows them. */
export const HISTORY_MESSAGES = {
  notFound: 'Booking not found.',
  fields: { time: 'Time', room: 'Room', purpose: 'Purpose', status: 'Status', reason: 'Reason' },
} as const;
