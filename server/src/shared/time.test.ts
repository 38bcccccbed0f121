import { campusInstant, isIsoDate, parseInstant, toCampusIso } from './time';

describe('campus time helpers', () => {
  it('parses ISO instants with an offset and refuses impossible ones', () => {
    expect(parseInstant('2026-03-05T10:00:00+05:30')?.toISOString()).toBe('2026-03-05T04:30:00.000Z');
    expect(parseInstant('2026-03-05T10:00Z')?.toISOString()).toBe('2026-03-05T10:00:00.000Z');
    for (const bad of [
      '2026-02-30T10:00:00+05:30',
      '2026-03-05T24:00:00Z',
      '2026-03-05T10:60:00Z',
      '2026-03-05 10:00',
      '2026-03-05T10:00:00',
      'x',
    ]) {
      expect(parseInstant(bad)).toBeNull();
    }
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });

  it('writes campus wall-clock times with the campus offset', () => {
    const instant = campusInstant('2026-03-05', '09:15', 'Asia/Kolkata');
    expect(instant.toISOString()).toBe('2026-03-05T03:45:00.000Z');
    expect(toCampusIso(instant, 'Asia/Kolkata')).toBe('2026-03-05T09:15:00+05:30');
  });

  it('is DST-safe for a campus that has daylight saving', () => {
    // Europe/Berlin switches to summer time on 2026-03-29.
    expect(toCampusIso(campusInstant('2026-03-28', '10:00', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2026-03-28T10:00:00+01:00');
    expect(toCampusIso(campusInstant('2026-03-30', '10:00', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2026-03-30T10:00:00+02:00');
  });
});
