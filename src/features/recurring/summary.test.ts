import { dateSpan, summarizeOccurrences, weekdayList } from './summary';

const row = (day_of_week: number, start_time = '09:00', end_time = '10:00') => ({ day_of_week, start_time, end_time });

describe('summarizeOccurrences', () => {
  it('counts Mondays and Wednesdays from the first to the last booked date', () => {
    // 2026-01-05 is a Monday; 2026-03-30 a Monday: 13 Mondays and 12 Wednesdays.
    expect(summarizeOccurrences([row(1), row(3)], '2026-01-05', '2026-03-30')).toEqual({
      count: 25,
      text: '25 bookings, Mondays and Wednesdays, Jan 05, 2026 – Mar 30, 2026',
      tooMany: false,
    });
  });

  it('uses the first and last dates that are booked, not the range ends', () => {
    expect(summarizeOccurrences([row(3)], '2026-01-05', '2026-01-19')?.text).toBe('2 bookings, Wednesdays, Jan 07, 2026 – Jan 14, 2026');
  });

  it('counts two rows on one weekday twice and says "booking" for one', () => {
    expect(summarizeOccurrences([row(1), row(1, '14:00', '15:00')], '2026-01-05', '2026-01-05')?.text).toBe(
      '2 bookings, Mondays, Jan 05, 2026 – Jan 05, 2026',
    );
    expect(summarizeOccurrences([row(0)], '2026-01-04', '2026-01-10')?.text).toBe('1 booking, Sundays, Jan 04, 2026 – Jan 04, 2026');
  });

  it('flags more than 500 bookings', () => {
    const daily = [0, 1, 2, 3, 4, 5, 6].map((d) => row(d));
    const year = summarizeOccurrences(daily, '2026-12-01', '2028-03-31');
    expect(year?.count).toBe(487);
    expect(year?.text).toBe(
      '487 bookings, Mondays, Tuesdays, Wednesdays, Thursdays, Fridays, Saturdays and Sundays, Dec 01, 2026 – Mar 31, 2028',
    );
    expect(year?.tooMany).toBe(false);
    expect(summarizeOccurrences(daily, '2026-12-01', '2028-04-14')?.tooMany).toBe(true);
  });

  it('says so when no date matches', () => {
    expect(summarizeOccurrences([row(1)], '2026-01-06', '2026-01-10')).toEqual({
      count: 0,
      text: 'No date in this range falls on the chosen weekdays',
      tooMany: false,
    });
  });

  it('has nothing to say about a range that ends before it starts', () => {
    expect(summarizeOccurrences([row(1)], '2026-03-30', '2026-01-05')).toBeNull();
  });
});

describe('weekdayList and dateSpan', () => {
  it('lists weekdays Monday first with "and" before the last', () => {
    expect(weekdayList([0, 5, 1])).toBe('Mondays, Fridays and Sundays');
    expect(weekdayList([])).toBe('');
  });

  it('writes a date span in the one date format', () => {
    expect(dateSpan('2026-01-05', '2026-03-30')).toBe('Jan 05, 2026 – Mar 30, 2026');
  });
});
