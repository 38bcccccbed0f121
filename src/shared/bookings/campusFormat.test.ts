import { campusWall, formatBookingDate, formatBookingTime, formatDateTime, spanLabel } from './campusFormat';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

// dayjs' timezone plugin is an independent reference here only: the app reads campus time
// through the one campus clock (@contracts/campus-clock).
dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Asia/Kolkata';

describe('campus labels without dayjs', () => {
  it('writes an instant as the one date and time format, with its weekday, in campus time', () => {
    expect(formatDateTime('2026-03-04T12:15:00Z', TZ)).toBe('Wed, Mar 04, 2026, 05:45 PM');
    expect(formatDateTime('tomorrow', TZ)).toBe('Invalid date');
  });

  it('writes a span on one day once, and both dates when it ends on another (issue 35)', () => {
    expect(spanLabel('2026-03-02T10:00:00+05:30', '2026-03-02T11:00:00+05:30', TZ)).toBe('Mon, Mar 02, 2026, 10:00 AM – 11:00 AM');
    expect(spanLabel('2026-03-02T08:30:00Z', '2026-03-02T10:15:00Z', TZ)).toBe('Mon, Mar 02, 2026, 02:00 PM – 03:45 PM');
    expect(spanLabel('2026-03-02T22:00:00+05:30', '2026-03-03T01:00:00+05:30', TZ)).toBe(
      'Mon, Mar 02, 2026, 10:00 PM – Tue, Mar 03, 2026, 01:00 AM',
    );
    expect(spanLabel('not a date', '2026-03-02T11:00:00+05:30', TZ)).toBe('Invalid date');
  });

  it('reads the campus wall clock of an instant, or nothing for what is not one', () => {
    expect(campusWall('2026-03-04T20:00:00Z', 'Asia/Kolkata')).toEqual({ date: '2026-03-05', time: '01:30', day: 4 });
    expect(campusWall('not a date', 'Asia/Kolkata')).toBeNull();
    expect(campusWall('', 'Asia/Kolkata')).toBeNull();
  });

  it.each(['Asia/Kolkata', 'Europe/Berlin', 'America/St_Johns', 'Pacific/Chatham'])('agrees with dayjs in %s across a year', (tz) => {
    for (let i = 0; i < 200; i += 1) {
      const iso = new Date(Date.UTC(2026, 0, 1) + i * 43_801_000).toISOString();
      const reference = dayjs(iso).tz(tz);
      expect(formatBookingDate(iso, tz)).toBe(reference.format('MMM DD, YYYY'));
      expect(formatBookingTime(iso, tz)).toBe(reference.format('hh:mm A'));
    }
  });
});
