import type { Booking } from '@contracts/booking';
import {
  DEFAULT_FILTERS,
  filterBookings,
  hasActiveFilters,
  selectVisibleBookings,
  sortBookings,
  type BookingFilters,
} from './myBookingsFiltering';

const b = (id: number, rooms: string, purpose: string, start: string, status: string, series: number | null = null): Booking => ({
  id,
  room_id: id,
  rooms,
  purpose,
  start_time: start,
  end_time: start.replace('T10', 'T11'),
  status: status as Booking['status'],
  recurring_booking_id: series,
  reason: null,
});

const list = [
  b(1, 'Conference Room A', 'Project review', '2026-03-05T10:00:00+05:30', 'confirmed'),
  b(2, 'Classroom 101', 'Guest lecture', '2026-03-07T10:00:00+05:30', 'pending'),
  b(3, 'Seminar Hall', 'Weekly seminar', '2026-03-06T10:00:00+05:30', 'rejected', 9),
  b(4, 'Board room', 'Budget talk', 'not a date', 'cancelled'),
  b(5, 'Audit room', 'conference call', '2026-03-04T10:00:00+05:30', 'approved', 9),
];
const ids = (rows: Booking[]) => rows.map((r) => r.id);
const f = (over: Partial<BookingFilters>) => ({ ...DEFAULT_FILTERS, ...over });

describe('My Bookings filters', () => {
  it.each<[string, Partial<BookingFilters>, number[]]>([
    ['no filters keep every booking', {}, [1, 2, 3, 4, 5]],
    ['search matches the room, any case', { search: 'CONFERENCE' }, [1, 5]],
    ['search matches the purpose', { search: 'lecture' }, [2]],
    ['search ignores surrounding spaces', { search: '  seminar ' }, [3]],
    ['Approved matches confirmed and approved', { status: 'approved' }, [1, 5]],
    ['Pending matches pending', { status: 'pending' }, [2]],
    ['Rejected', { status: 'rejected' }, [3]],
    ['Normal Bookings have no series', { type: 'normal' }, [1, 2, 4]],
    ['Recurring Bookings are in a series', { type: 'recurring' }, [3, 5]],
    ['filters combine', { type: 'recurring', status: 'approved', search: 'call' }, [5]],
  ])('%s', (_name, over, expected) => {
    expect(ids(filterBookings(list, f(over)))).toEqual(expected);
  });

  it('Released and Expired match what happened to a booking by itself', () => {
    const more = [
      ...list,
      b(6, 'Lab 2', 'No-show', '2026-03-03T10:00:00+05:30', 'released'),
      b(7, 'Lab 3', 'Late', '2026-03-02T10:00:00+05:30', 'expired'),
    ];
    expect(ids(filterBookings(more, f({ status: 'released' })))).toEqual([6]);
    expect(ids(filterBookings(more, f({ status: 'expired' })))).toEqual([7]);
  });

  it.each<[BookingFilters['sort'], number[]]>([
    ['date-desc', [2, 3, 1, 5, 4]],
    ['date-asc', [5, 1, 3, 2, 4]],
    ['room', [5, 4, 2, 1, 3]],
    ['status', [5, 4, 1, 2, 3]],
  ])('sorts by %s, unparseable dates last', (sort, expected) => {
    expect(ids(sortBookings(list, sort))).toEqual(expected);
  });

  it('never sorts the cached list in place', () => {
    const frozen = Object.freeze([...list]);
    expect(() => sortBookings(frozen, 'room')).not.toThrow();
    expect(ids([...frozen])).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts search, status and type as active filters, not the sort', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters(f({ sort: 'room' }))).toBe(false);
    expect(hasActiveFilters(f({ search: ' ' }))).toBe(false);
    expect(hasActiveFilters(f({ search: 'x' }))).toBe(true);
    expect(hasActiveFilters(f({ status: 'pending' }))).toBe(true);
    expect(hasActiveFilters(f({ type: 'normal' }))).toBe(true);
  });

  it('memoizes the visible rows on the list and the filters', () => {
    const filters = f({ status: 'approved' });
    const first = selectVisibleBookings(list, filters);
    expect(selectVisibleBookings(list, filters)).toBe(first);
    expect(ids(first)).toEqual([1, 5]);
  });
});
