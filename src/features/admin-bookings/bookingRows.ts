import type { AdminBooking, AdminBookingKind } from '@contracts/admin-bookings';

/** SPEC.md: edit and delete only for bookings whose end time is still ahead. */
export function hasEnded(booking: Pick<AdminBooking, 'end_time'>, now: number = Date.now()): boolean {
  const end = Date.parse(booking.end_time);
  return Number.isNaN(end) || end <= now;
}

/** A row's kind badge; the Type filter offers the same words (SPEC.md §9's recurring-parent/-child). */
export const KIND_LABELS: Record<AdminBookingKind, string> = {
  normal: 'Normal',
  'recurring-parent': 'Recurring Parent',
  'recurring-child': 'Recurring Child',
};
