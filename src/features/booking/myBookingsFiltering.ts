import { createSelector } from '@reduxjs/toolkit';
import type { Booking } from '@contracts/booking';
import { toStoredStatus, type RequestStatus, type WireBookingStatus } from '@contracts/booking-status';

export type StatusFilter = 'all' | Exclude<RequestStatus, 'cancelled'>;
export type TypeFilter = 'all' | 'normal' | 'recurring';
export type SortOrder = 'date-desc' | 'date-asc' | 'room' | 'status';

export interface BookingFilters {
  search: string;
  status: StatusFilter;
  type: TypeFilter;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: BookingFilters = { search: '', status: 'all', type: 'all', sort: 'date-desc' };

/** True when search, status or type narrows the list (sorting never hides a booking). */
export function hasActiveFilters(f: BookingFilters): boolean {
  return f.search.trim() !== '' || f.status !== 'all' || f.type !== 'all';
}

/** "Approved" is the stored "confirmed" (DESIGN.md §5): both sides of the filter are read as stored. */
function statusMatches(status: WireBookingStatus, filter: StatusFilter): boolean {
  return filter === 'all' || toStoredStatus(status) === toStoredStatus(filter);
}

/** SPEC.md §4: text matches room or purpose; type is whether the booking is in a series. */
export function filterBookings(bookings: readonly Booking[], f: BookingFilters): Booking[] {
  const q = f.search.trim().toLowerCase();
  return bookings.filter(
    (b) =>
      (q === '' || b.rooms.toLowerCase().includes(q) || b.purpose.toLowerCase().includes(q)) &&
      statusMatches(b.status, f.status) &&
      (f.type === 'all' || (f.type === 'recurring') === (b.recurring_booking_id !== null)),
  );
}

// Unparseable start times sort after every real one.
const startOf = (b: Booking) => {
  const t = Date.parse(b.start_time);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};
const byDateDesc = (a: Booking, b: Booking) => {
  const [x, y] = [startOf(a), startOf(b)];
  if (x === y) return 0;
  if (!Number.isFinite(x)) return 1;
  if (!Number.isFinite(y)) return -1;
  return y - x;
};

const COMPARE: Record<SortOrder, (a: Booking, b: Booking) => number> = {
  'date-desc': byDateDesc,
  'date-asc': (a, b) => startOf(a) - startOf(b) || 0,
  room: (a, b) => a.rooms.localeCompare(b.rooms) || byDateDesc(a, b),
  status: (a, b) => a.status.localeCompare(b.status) || byDateDesc(a, b),
};

/** A sorted copy; the cached list is never sorted in place. */
export function sortBookings(bookings: readonly Booking[], sort: SortOrder): Booking[] {
  return [...bookings].sort(COMPARE[sort]);
}

/** The rows My Bookings shows, memoized on the cached list and the filters. */
export const selectVisibleBookings = createSelector(
  [(bookings: readonly Booking[]) => bookings, (_bookings: readonly Booking[], filters: BookingFilters) => filters],
  (bookings, filters) => sortBookings(filterBookings(bookings, filters), filters.sort),
);
