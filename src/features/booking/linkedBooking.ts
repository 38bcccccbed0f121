import type { Booking } from '@contracts/booking';

/** What a notification's link points at: `?booking=12` or a whole series, `?series=3`. */
export interface LinkedTarget {
  booking: number | null;
  series: number | null;
}

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** Reads My Bookings' query string; anything but a whole number is ignored. */
export function linkedTarget(params: URLSearchParams): LinkedTarget {
  return { booking: idOf(params.get('booking')), series: idOf(params.get('series')) };
}

/** Whether a row is what the link points at (the booking, or any booking of the series). */
export function isLinked(booking: Pick<Booking, 'id' | 'recurring_booking_id'>, target: LinkedTarget): boolean {
  return booking.id === target.booking || (target.series !== null && booking.recurring_booking_id === target.series);
}
