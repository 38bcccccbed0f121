import {
  campusIso,
  formatBookingDate,
  formatBookingTime,
  formatCalendarDate,
  formatDuration,
  formatMinutes,
  fromDateTimeLocal,
  toDateTimeLocal,
} from './campusTime';

const TZ = 'Asia/Kolkata';

describe('campus time formatting', () => {
  it('formats dates and times in campus time as SPEC.md writes them', () => {
    expect(formatBookingDate('2026-03-05T14:30:00+05:30', TZ)).toBe('Mar 05, 2026');
    expect(formatBookingTime('2026-03-05T14:30:00+05:30', TZ)).toBe('02:30 PM');
    // 20:00Z on the 4th is 01:30 on the 5th on campus.
    expect(formatBookingDate('2026-03-04T20:00:00Z', TZ)).toBe('Mar 05, 2026');
    expect(formatBookingTime('2026-03-04T20:00:00Z', TZ)).toBe('01:30 AM');
    expect(formatCalendarDate('2026-03-05')).toBe('Mar 05, 2026');
  });

  it.each([['garbage'], [''], [null], [undefined]])('shows "Invalid date" for %p', (value) => {
    expect(formatBookingDate(value, TZ)).toBe('Invalid date');
    expect(formatBookingTime(value, TZ)).toBe('Invalid date');
    expect(formatDuration(value, '2026-03-05T10:00:00+05:30')).toBe('Invalid date');
  });

  it.each([
    [15, '15m'],
    [45, '45m'],
    [60, '1h 0m'],
    [90, '1h 30m'],
    [480, '8h 0m'],
  ])('writes %i minutes as %s', (m, text) => {
    expect(formatMinutes(m)).toBe(text);
  });

  it('measures a booking', () => {
    expect(formatDuration('2026-03-05T10:00:00+05:30', '2026-03-05T11:45:00+05:30')).toBe('1h 45m');
  });

  it('sends campus wall-clock times with the campus offset', () => {
    expect(campusIso('2026-03-05', '10:15', TZ)).toBe('2026-03-05T10:15:00+05:30');
    expect(campusIso('2026-07-01', '09:00', 'Europe/London')).toBe('2026-07-01T09:00:00+01:00');
  });

  it('round-trips datetime-local values through campus time', () => {
    expect(toDateTimeLocal('2026-03-05T04:45:00Z', TZ)).toBe('2026-03-05T10:15');
    expect(fromDateTimeLocal('2026-03-05T10:15', TZ)).toBe('2026-03-05T10:15:00+05:30');
    expect(fromDateTimeLocal('', TZ)).toBeNull();
    expect(toDateTimeLocal('nope', TZ)).toBe('');
  });
});
