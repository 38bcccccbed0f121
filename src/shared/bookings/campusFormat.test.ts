import { campusWall, dateLabel, formatBookingDate, formatBookingTime, timeLabel } from './campusFormat';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

// dayjs' timezone plugin is an independent reference here only: the app reads campus time
// through the one campus clock (@contracts/campus-clock).
dayjs.extend(utc);
dayjs.extend(timezone);

describe('campus labels without dayjs', () => {
  it('writes times on a 12-hour clock with midnight and noon as 12', () => {
    expect(timeLabel('00:05')).toBe('12:05 AM');
    expect(timeLabel('09:30')).toBe('09:30 AM');
    expect(timeLabel('12:00')).toBe('12:00 PM');
    expect(timeLabel('23:59')).toBe('11:59 PM');
  });

  it('writes dates with the short English month', () => {
    expect(dateLabel('2026-01-09')).toBe('Jan 09, 2026');
    expect(dateLabel('2026-12-31')).toBe('Dec 31, 2026');
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
