import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import {
  dateText,
  dateTimeText,
  dayText,
  instantSpanText,
  instantText,
  spanText,
  timeRangeText,
  timeText,
  weekdayOf,
} from './campus-format';

// dayjs' timezone plugin is an independent reference here only (the app reads campus time through campus-clock.ts).
dayjs.extend(utc);
dayjs.extend(timezone);

describe('the one time format (issue 35: SPEC.md\'s "hh:mm a")', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['09:30', '09:30 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['13:15', '01:15 PM'],
    ['23:00', '11:00 PM'],
  ])('%s is %s', (time, text) => expect(timeText(time)).toBe(text));

  it('writes a range with a spaced dash', () => {
    expect(timeRangeText('10:00', '11:30')).toBe('10:00 AM – 11:30 AM');
  });
});

describe('the one date format (SPEC.md\'s "MMM dd, yyyy", with the weekday where a day is planned)', () => {
  it('pads the day and names the short month', () => {
    expect(dateText('2026-03-05')).toBe('Mar 05, 2026');
    expect(dateText('2027-12-31')).toBe('Dec 31, 2027');
  });

  it('puts the weekday before it, read from the date alone', () => {
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(dayText('2026-03-05')).toBe('Thu, Mar 05, 2026');
    expect(dayText('2028-02-29')).toBe('Tue, Feb 29, 2028');
  });

  it('agrees with dayjs on every day of two years', () => {
    for (let d = dayjs.utc('2026-01-01'); d.isBefore('2028-01-01'); d = d.add(1, 'day')) {
      expect(dayText(d.format('YYYY-MM-DD'))).toBe(d.format('ddd, MMM DD, YYYY'));
    }
  });

  it('joins a date with a time, or with a span on that day', () => {
    expect(dateTimeText('2026-03-05', '14:30')).toBe('Thu, Mar 05, 2026, 02:30 PM');
    expect(spanText('2026-03-05', '10:00', '11:00')).toBe('Thu, Mar 05, 2026, 10:00 AM – 11:00 AM');
  });
});

describe('instants in campus time', () => {
  it.each(['Asia/Kolkata', 'Europe/Berlin', 'America/St_Johns'])('agree with dayjs in %s', (tz) => {
    for (let i = 0; i < 120; i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + i * 73_801_000);
      expect(instantText(at, tz)).toBe(dayjs(at).tz(tz).format('ddd, MMM DD, YYYY, hh:mm A'));
    }
  });

  it('writes a span on one day once, and both ends in full across midnight', () => {
    const tz = 'Asia/Kolkata';
    const at = (iso: string) => new Date(iso);
    expect(instantSpanText(at('2026-03-05T10:00:00+05:30'), at('2026-03-05T11:00:00+05:30'), tz)).toBe(
      'Thu, Mar 05, 2026, 10:00 AM – 11:00 AM',
    );
    expect(instantSpanText(at('2026-11-09T00:00:00+05:30'), at('2026-11-10T00:00:00+05:30'), tz)).toBe(
      'Mon, Nov 09, 2026, 12:00 AM – Tue, Nov 10, 2026, 12:00 AM',
    );
  });
});
