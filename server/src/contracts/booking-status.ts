/**
 * The booking status vocabulary (DESIGN.md §5): the stored union, the wire's words, what a badge
 * shows and who may still edit. Apart from the time and text rules of booking-rules.ts (which
 * re-exports all of this), so a screen that only shows statuses does not load every rule's
 * message (issue 34's initial JavaScript per route).
 */
/* ---------- Status vocabulary ---------- */

/**
 * The stored statuses: the one declaration of the union (the database's check constraint holds
 * the same words). `released` (issue 32): a confirmed booking in a room that requires check-in,
 * not checked in by the end of its grace period. `expired` (issue 35): a request nobody decided
 * before it began. Neither holds room time.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled', 'released', 'expired'] as const;
export type StoredBookingStatus = (typeof BOOKING_STATUSES)[number];

/** What an administrator may set by hand (SPEC.md §4); the others only happen to a booking. */
export const ADMIN_SETTABLE_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const satisfies readonly StoredBookingStatus[];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];
export const isAdminSettable = (status: string): status is AdminSettableStatus =>
  (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status);

/** The statuses an administrator's edit may leave a booking in: every one a person may set, and the current one. */
export function settableStatuses(current: StoredBookingStatus): StoredBookingStatus[] {
  return BOOKING_STATUSES.filter((status) => status === current || isAdminSettable(status));
}

/** A guest-house request's stored statuses (its own table keeps "approved"); `expired` as for bookings. */
export const IGH_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type IghRequestStatusWord = (typeof IGH_REQUEST_STATUSES)[number];

/** Request lists and the user's filter say "approved" for the stored "confirmed" (SPEC.md §4, DESIGN.md §5). */
export type RequestStatus = Exclude<StoredBookingStatus, 'confirmed'> | 'approved';
/** A status as any wire carries it. */
export type WireBookingStatus = StoredBookingStatus | RequestStatus;
/** What a badge shows: a wire status, or "completed" for a confirmed booking that has ended. */
export type ShownBookingStatus = WireBookingStatus | 'completed';

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

/**
 * Confirming a request — pending, or declined before — is an approval, whichever path makes
 * it: an approver's capability and the one approval decision apply (issue 36).
 */
export function isApproval(from: WireBookingStatus, to: WireBookingStatus): boolean {
  const before = toStoredStatus(from);
  return toStoredStatus(to) === 'confirmed' && (before === 'pending' || before === 'rejected');
}

/** A booking that holds its room, whichever word the wire uses. */
export function isLiveStatus(status: WireBookingStatus): boolean {
  return LIVE_BOOKING_STATUSES.includes(toStoredStatus(status));
}

export type Instant = Date | string | number;
/** Milliseconds of a Date, an ISO text or a number. */
export const msOf = (value: Instant): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

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
  released: 'Released (no check-in)',
  completed: 'Completed',
  expired: 'Expired — no decision before it began',
} as const satisfies Record<ShownBookingStatus, string>;

/** Issue 35: what a pending request's booker reads under its badge and in the request toast. */
export const PENDING_NOTE = 'Sent to the dean for approval — you will be notified';

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
