import { recentBookings, statDescription, statValue } from './overview';

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
});
