/** What a booking's status badge shows: SPEC.md §4, "completed" derived per DESIGN.md §5. */
export function displayStatus(status: string, endTime: string, now: number = Date.now()): string {
  const s = status.toLowerCase();
  const end = Date.parse(endTime);
  if ((s === 'confirmed' || s === 'approved') && !Number.isNaN(end) && end <= now) return 'completed';
  return s;
}

/** Badge colours of SPEC.md §4, compared case-insensitively; anything else is grey. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';

export function statusTone(status: string): StatusTone {
  switch (status.toLowerCase()) {
    case 'confirmed':
    case 'approved':
      return 'success';
    case 'pending':
      return 'warning';
    case 'cancelled':
      return 'error';
    case 'completed':
      return 'info';
    default:
      return 'default';
  }
}

/** A booking that has not started yet (SPEC.md §4 gates edit and delete on it). */
export function startsInFuture(startTime: string, now: number = Date.now()): boolean {
  const start = Date.parse(startTime);
  return !Number.isNaN(start) && start > now;
}

/** SPEC.md §4: the user's edit button needs a future start and a pending or approved status. */
export function userCanEdit(booking: { status: string; start_time: string }, now: number = Date.now()): boolean {
  return startsInFuture(booking.start_time, now) && ['pending', 'approved', 'confirmed'].includes(booking.status.toLowerCase());
}
