/**
 * The one vocabulary of a booking's state, as plain values both the server and the client
 * import (DESIGN.md §9). Stored statuses are the database's; request lists and the user's
 * filter speak of "approved" for the stored "confirmed" (SPEC.md §4, DESIGN.md §5).
 */

export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export type StoredBookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold a room: the overlap guard, clash finders and counts use only these. */
export const LIVE_BOOKING_STATUSES: readonly StoredBookingStatus[] = ['pending', 'confirmed'];

export function isLiveStatus(status: string): boolean {
  return (LIVE_BOOKING_STATUSES as readonly string[]).includes(status);
}

/** A decision as the approval routes take it. */
export type Decision = 'approved' | 'rejected';

/** Wire → stored: "approved" is the stored "confirmed"; every other word is stored as is. */
export function toStoredStatus<S extends StoredBookingStatus>(status: S | 'approved'): S | 'confirmed' {
  return status === 'approved' ? 'confirmed' : status;
}

/** Stored → the word of request lists and the user's filter. */
export function toRequestStatus(status: StoredBookingStatus): Exclude<StoredBookingStatus, 'confirmed'> | 'approved' {
  return status === 'confirmed' ? 'approved' : status;
}

/**
 * Badge and notification words (docs/DECISIONS.md "One status vocabulary"): a booking that
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
} as const;

export function statusLabelOf(status: string): string {
  const key = status.toLowerCase() as keyof typeof STATUS_LABELS;
  return STATUS_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
