import { endTimeOptions, START_TIME_OPTIONS, TIME_OPTIONS, withStartTime } from './patternTimes';

const row = (start_time: string, end_time: string) => ({ day_of_week: 1, start_time, end_time });

describe('pattern times', () => {
  it('offer the quarter hours from 09:00 to 23:00; a row starts by 22:45', () => {
    expect(TIME_OPTIONS).toHaveLength(57);
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(TIME_OPTIONS.every((t) => /^(09|1\d|2[0-3]):(00|15|30|45)$/.test(t))).toBe(true);
    expect(TIME_OPTIONS.at(-1)).toBe('23:00');
    expect(START_TIME_OPTIONS.at(-1)).toBe('22:45');
  });

  it.each([
    ['09:00', '09:15', '17:00', 32],
    ['11:00', '11:15', '19:00', 32],
    ['16:00', '16:15', '23:00', 28],
    ['22:45', '23:00', '23:00', 1],
  ])('after %s offer only later ends, up to 8 hours on and 23:00', (start, first, last, count) => {
    const ends = endTimeOptions(start);
    expect(ends[0]).toBe(first);
    expect(ends.at(-1)).toBe(last);
    expect(ends).toHaveLength(count);
  });

  it.each([
    ['keeps the length', row('09:00', '10:00'), '14:30', '15:30'],
    ['keeps a long length', row('09:00', '17:00'), '10:00', '18:00'],
    ['stops at 23:00', row('09:00', '11:00'), '22:15', '23:00'],
    ['moving earlier keeps the length too', row('15:00', '16:45'), '09:00', '10:45'],
  ])('a new start time %s', (_name, before, start, end) => {
    expect(withStartTime(before, start)).toEqual({ day_of_week: 1, start_time: start, end_time: end });
  });
});
