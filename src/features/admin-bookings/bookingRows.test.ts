import { hasEnded, showingText } from './bookingRows';

describe('hasEnded', () => {
  const now = Date.parse('2026-03-04T10:00:00+05:30');
  it.each([
    ['ends later', '2026-03-04T10:15:00+05:30', false],
    ['ends now', '2026-03-04T10:00:00+05:30', true],
    ['ended', '2026-03-03T18:00:00+05:30', true],
    ['unparseable', 'not a date', true],
  ])('%s', (_name, end_time, expected) => {
    expect(hasEnded({ end_time }, now)).toBe(expected);
  });
});

describe('showingText', () => {
  it.each([
    [1, 10, 10, 42, 'Showing 1 to 10 of 42 bookings'],
    [5, 10, 2, 42, 'Showing 41 to 42 of 42 bookings'],
    [1, 10, 0, 0, 'Showing 0 to 0 of 0 bookings'],
  ])('page %i of size %i showing %i of %i', (page, limit, shown, total, expected) => {
    expect(showingText(page, limit, shown, total)).toBe(expected);
  });
});
