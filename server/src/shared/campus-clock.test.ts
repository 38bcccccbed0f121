import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { campusDate, campusMinuteOfDay, toCampusIso } from './time';

dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs' timezone plugin: the slow reference the Intl clock must agree with. */
const reference = (instant: Date, tz: string) => dayjs(instant).tz(tz);

describe('campus clock behind toCampusIso, campusDate and campusMinuteOfDay', () => {
  const zones = ['Asia/Kolkata', 'Asia/Kathmandu', 'Europe/Berlin', 'America/St_Johns', 'America/Los_Angeles', 'UTC', 'Pacific/Chatham'];
  // Every 17 h 31 min 17 s over a year: all hours, both sides of clock changes, odd seconds.
  const instants = Array.from({ length: 500 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * (17 * 3600 + 31 * 60 + 17) * 1000));

  it.each(zones)('agrees with dayjs in %s', (tz) => {
    for (const instant of instants) {
      const ref = reference(instant, tz);
      expect(toCampusIso(instant, tz)).toBe(ref.format('YYYY-MM-DDTHH:mm:ssZ'));
      expect(campusDate(instant, tz)).toBe(ref.format('YYYY-MM-DD'));
      expect(campusMinuteOfDay(instant, tz)).toBe(ref.hour() * 60 + ref.minute());
    }
  });

  it('reads strings as dayjs does', () => {
    expect(toCampusIso('2026-03-05T04:30:00.000Z', 'Asia/Kolkata')).toBe('2026-03-05T10:00:00+05:30');
    expect(campusDate('2026-03-05T20:00:00Z', 'Asia/Kolkata')).toBe('2026-03-06');
  });

  it('keeps the last second of a day on that day', () => {
    expect(toCampusIso(new Date('2026-03-05T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-03-05T23:59:59+05:30');
  });

  it.each(zones)('reads the wall clock right across every clock change of 2026 in %s (its per-quarter-hour offsets)', (tz) => {
    const reference = new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' });
    const wallOf = (ms: number) => reference.format(new Date(ms)).replace(', ', ' ');
    const offsetOf = (ms: number) => Date.parse(`${wallOf(ms).replace(' ', 'T')}:00Z`) - Math.floor(ms / 60_000) * 60_000;
    const changes: number[] = [];
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000) {
      if (offsetOf(ms) !== offsetOf(ms + 3_600_000)) changes.push(ms);
    }
    expect(changes.length).toBe(['Asia/Kolkata', 'Asia/Kathmandu', 'UTC'].includes(tz) ? 0 : 2);
    // Every 29.999 s through the hour of each change, both offsets read from the cache.
    for (const hour of changes) {
      for (let ms = hour - 60_000; ms <= hour + 3_660_000; ms += 29_999) {
        expect([ms, campusDate(new Date(ms), tz), toCampusIso(new Date(ms), tz).slice(11, 16)]).toEqual([ms, ...wallOf(ms).split(' ')]);
      }
    }
  });
});
