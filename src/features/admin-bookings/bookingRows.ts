import type { AdminBooking, AdminBookingKind } from '@contracts/admin-bookings';
import { BOOKING_KIND_LABELS } from '@contracts/booking-status';

/** SPEC.md: edit and delete only for bookings whose end time is still ahead. */
export function hasEnded(booking: Pick<AdminBooking, 'end_time'>, now: number = Date.now()): boolean {
  const end = Date.parse(booking.end_time);
  return Number.isNaN(end) || end <= now;
}

/** A row's kind badge; the Type filter and the CSV use the same words (the one vocabulary, issue 35). */
export const KIND_LABELS: Record<AdminBookingKind, string> = BOOKING_KIND_LABELS;
