import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TagType } from './api';

type Tag = TagDescription<TagType>;

/**
 * The lists that show bookings and the counts made from them: a booking change makes each
 * stale. Notifications too: a change may have told someone (the bell refetches at once
 * instead of waiting for its next poll; the server decides who is told).
 */
const BOOKING_VIEWS = [
  { type: 'MyBookings', id: 'LIST' },
  { type: 'PastBookings', id: 'LIST' },
  { type: 'RoomRequest', id: 'LIST' },
  { type: 'AdminBooking', id: 'LIST' },
  'Stats',
  'Notifications',
] as const satisfies readonly Tag[];

/** The per-booking tags the lists provide: one booking id appears under each. */
const PER_BOOKING = ['Booking', 'PastBookings', 'RoomRequest', 'AdminBooking'] as const;

interface Change {
  /** The changed bookings; 'all' when they are not known one by one (a whole series). */
  bookingIds?: readonly number[] | 'all';
  /** The rooms whose booked slots changed; all rooms' slots when not given (a decision, an admin edit). */
  roomIds?: readonly number[];
}

/**
 * Every tag a change to bookings invalidates: the lists and counts above, each changed
 * booking's own tags (what lists provide per row), and the booked slots of the rooms named.
 */
export function bookingChangeTags({ bookingIds = [], roomIds }: Change = {}): Tag[] {
  const perBooking: Tag[] = bookingIds === 'all' ? [...PER_BOOKING] : bookingIds.flatMap((id) => PER_BOOKING.map((type) => ({ type, id })));
  const slots: Tag[] = roomIds ? roomIds.map((id) => ({ type: 'Slots' as const, id })) : ['Slots'];
  return [...BOOKING_VIEWS, ...perBooking, ...slots];
}
