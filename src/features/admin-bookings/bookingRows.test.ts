import { hasEnded } from './bookingRows';

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
