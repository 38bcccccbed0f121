import { formatTimeRange, recentBookings, statDescription, statValue } from './overview';

const TZ = 'Asia/Kolkata';

describe('overview helpers', () => {
  it.each([
    [undefined, '--'],
    [0, '0'],
    [42, '42'],
  ])('statValue(%p) is %p', (value, shown) => expect(statValue(value)).toBe(shown));

  it.each([
    ['total', 0, 'No bookings yet. Start by booking a room!'],
    ['total', 3, 'Total bookings across all rooms'],
    ['total', undefined, 'Total bookings across all rooms'],
    ['upcoming', 0, 'No upcoming bookings. Plan ahead!'],
    ['upcoming', 1, 'Upcoming room bookings'],
  ] as const)('statDescription(%s, %p)', (kind, value, text) => expect(statDescription(kind, value)).toBe(text));

  it('keeps the first five of a list and copes with none', () => {
    expect(recentBookings([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(recentBookings([1, 2])).toEqual([1, 2]);
    expect(recentBookings(undefined)).toEqual([]);
  });

  it('formats a time range in campus time, whatever offset the input carries', () => {
    expect(formatTimeRange('2026-03-02T10:00:00+05:30', '2026-03-02T11:00:00+05:30', TZ)).toBe('Mar 02, 2026, 10:00 AM – 11:00 AM');
    expect(formatTimeRange('2026-03-02T08:30:00Z', '2026-03-02T10:15:00Z', TZ)).toBe('Mar 02, 2026, 02:00 PM – 03:45 PM');
  });

  it('repeats the date when a range ends on another day, and says "Invalid date" for garbage', () => {
    expect(formatTimeRange('2026-03-02T22:00:00+05:30', '2026-03-03T01:00:00+05:30', TZ)).toBe(
      'Mar 02, 2026, 10:00 PM – Mar 03, 2026, 01:00 AM',
    );
    expect(formatTimeRange('not a date', '2026-03-02T11:00:00+05:30', TZ)).toBe('Invalid date');
  });
});
