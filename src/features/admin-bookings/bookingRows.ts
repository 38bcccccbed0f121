import type { AdminBooking, AdminBookingKind } from '@contracts/admin-bookings';

/** SPEC.md: edit and delete only for bookings whose end time is still ahead. */
export function hasEnded(booking: Pick<AdminBooking, 'end_time'>, now: number = Date.now()): boolean {
  const end = Date.parse(booking.end_time);
  return Number.isNaN(end) || end <= now;
}

export const KIND_LABELS: Record<AdminBookingKind, string> = {
  normal: 'Normal',
  'recurring-parent': 'Series parent',
  'recurring-child': 'Series child',
};

/** "Showing X to Y of N bookings"; 0 to 0 when empty. */
export function showingText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 to 0 of ${total} bookings`;
  const from = (page - 1) * limit + 1;
  return `Showing ${from} to ${from + shown - 1} of ${total} bookings`;
}
