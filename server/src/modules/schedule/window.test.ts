import { HttpError } from '../../shared/errors';
import { SCHEDULE_DATES, scheduleWindow, SCHEDULE_WINDOW_MESSAGES } from './window';

const HOUR = 3_600_000;

describe('scheduleWindow', () => {
  it('runs from campus midnight of the date for the number of campus days', () => {
    const { from, to } = scheduleWindow('2026-03-10', 1, 'Asia/Kolkata');
    expect(from.toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(to.toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(scheduleWindow('2026-12-29', 7, 'Asia/Kolkata').to.toISOString()).toBe('2027-01-04T18:30:00.000Z');
  });

  it('follows the campus clock across a clock change (a 23-hour day, a week with one)', () => {
    const day = scheduleWindow('2026-03-29', 1, 'Europe/London');
    expect(day.from.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(day.to.getTime() - day.from.getTime()).toBe(23 * HOUR);
    const week = scheduleWindow('2026-10-22', 7, 'Europe/London');
    expect(week.to.getTime() - week.from.getTime()).toBe((7 * 24 + 1) * HOUR);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10'])('refuses %s, a date the calendar lacks, naming date', (date) => {
    const window = () => scheduleWindow(date, 1, 'Asia/Kolkata');
    expect(window).toThrow(HttpError);
    expect(window).toThrow(SCHEDULE_WINDOW_MESSAGES.badDate);
  });

  it('takes dates from 1970 to 9998 only, so every window is one the campus clock can write', () => {
    expect(scheduleWindow(SCHEDULE_DATES.last, 7, 'Asia/Kolkata').to.toISOString()).toBe('9999-01-06T18:30:00.000Z');
    expect(scheduleWindow(SCHEDULE_DATES.first, 1, 'Asia/Kolkata').from.toISOString()).toBe('1969-12-31T18:30:00.000Z');
    for (const date of ['1969-12-31', '9999-01-01', '9999-12-31', '0100-01-01']) {
      expect(() => scheduleWindow(date, 7, 'Asia/Kolkata')).toThrow(SCHEDULE_WINDOW_MESSAGES.outOfRange);
    }
  });
});
