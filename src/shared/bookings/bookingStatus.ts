import { mayEditOwn, shownStatus, type ShownBookingStatus, type WireBookingStatus } from '@contracts/booking-status';

/** What a booking's status badge shows: SPEC.md §4, "completed" by the one rule (@contracts/booking-rules). */
export function displayStatus(status: WireBookingStatus, endTime: string, now: number = Date.now()): ShownBookingStatus {
  return shownStatus(status, endTime, now);
}

/** Badge colours of SPEC.md §4; a rejected booking is grey. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';

const TONES: Record<ShownBookingStatus, StatusTone> = {
  confirmed: 'success',
  approved: 'success',
  pending: 'warning',
  cancelled: 'error',
  completed: 'info',
  rejected: 'default',
  // A no-show (issue 32): held the room, then let it go unused.
  released: 'default',
  expired: 'default',
};

export function statusTone(status: ShownBookingStatus): StatusTone {
  return TONES[status] ?? 'default';
}

/** A booking that has not started yet (SPEC.md §4 gates edit and delete on it). */
export function startsInFuture(startTime: string, now: number = Date.now()): boolean {
  const start = Date.parse(startTime);
  return !Number.isNaN(start) && start > now;
}

/** SPEC.md §4: the user's edit button needs a future start and a pending or approved status (the server's own rule). */
export function userCanEdit(booking: { status: WireBookingStatus; start_time: string }, now: number = Date.now()): boolean {
  return mayEditOwn(booking, now);
}
