import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { ROOMS } from '@test/handlers/booking';
import { bookedAnswer, datesInRange, durationProblem, filterRoomsByKind, pickRangeDay } from './bookRoomHelpers';

describe('Book a Room helpers', () => {
  it.each([
    ['all', ['Conference Room A', 'Classroom 101', 'Seminar Hall', 'Board conference room']],
    ['conference', ['Conference Room A', 'Board conference room']],
    ['classroom', ['Classroom 101', 'Seminar Hall']],
  ] as const)('filters %s rooms by whether the name contains "conference"', (kind, names) => {
    expect(filterRoomsByKind(ROOMS, kind).map((r) => r.room_name)).toEqual(names);
  });

  it('lists each date of a range inclusively, capped at the server limit', () => {
    expect(datesInRange('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesInRange('2026-03-05', '2026-03-05')).toEqual(['2026-03-05']);
    expect(datesInRange('2026-01-01', '2026-12-31')).toHaveLength(BOOKING_LIMITS.slotRangeMaxDays);
  });

  it.each([
    ['first pick starts a range', { start: null, end: null }, '2026-03-05', { start: '2026-03-05', end: null }],
    ['a later day ends it', { start: '2026-03-05', end: null }, '2026-03-09', { start: '2026-03-05', end: '2026-03-09' }],
    ['the same day makes a one-day range', { start: '2026-03-05', end: null }, '2026-03-05', { start: '2026-03-05', end: '2026-03-05' }],
    ['an earlier day restarts', { start: '2026-03-05', end: null }, '2026-03-02', { start: '2026-03-02', end: null }],
    ['a pick after a full range restarts', { start: '2026-03-05', end: '2026-03-09' }, '2026-03-07', { start: '2026-03-07', end: null }],
  ])('%s', (_name, range, day, expected) => {
    expect(pickRangeDay(range, day)).toEqual(expected);
  });

  it.each([
    [15, null],
    [8 * 60, null],
    [8 * 60 + 15, 'Booking cannot exceed 8 hours'],
    [14 * 60, 'Booking cannot exceed 8 hours'],
  ])('a %i-minute booking: %s', (minutes, problem) => {
    expect(durationProblem(minutes)).toBe(problem);
  });
});

describe('bookedAnswer', () => {
  it("says a request waits for approval, and that an administrator's booking is booked", () => {
    expect(bookedAnswer('pending')).toEqual({
      title: 'Request sent for approval',
      pending: true,
      note: 'Sent to the dean for approval — you will be notified',
    });
    expect(bookedAnswer('confirmed')).toEqual({ title: 'Room booked successfully', pending: false, note: null });
  });
});
