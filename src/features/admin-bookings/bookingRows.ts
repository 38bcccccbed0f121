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
