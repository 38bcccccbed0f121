import { daysBetween, patternDates } from '../../contracts/recurring';
import { campusInstant, toCampusIso } from '../../shared/time';
import { toConflictItems } from '../bookings';
import { createCampusClock } from '../../contracts/campus-clock';
import { clockChangeViolation, expandPattern } from './expand';
import { dateRangeViolation, patternViolation } from './pattern';

const row = (day_of_week: number, start_time = '09:00', end_time = '10:00') => ({ day_of_week, start_time, end_time });

describe('patternDates', () => {
  it('includes both ends of the range', () => {
    // 2026-03-09 and 2026-03-30 are Mondays.
    expect(patternDates([row(1)], '2026-03-09', '2026-03-30').map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
  });

  it('counts Sunday as 0 and Saturday as 6', () => {
    expect(patternDates([row(0), row(6)], '2026-03-07', '2026-03-08').map((d) => [d.date, d.row.day_of_week])).toEqual([
      ['2026-03-07', 6],
      ['2026-03-08', 0],
    ]);
  });

  it('orders several rows by date, then by row', () => {
    const pattern = [row(3, '14:00', '15:00'), row(1), row(3, '09:00', '10:00')];
    expect(patternDates(pattern, '2026-03-09', '2026-03-11').map((d) => `${d.date} ${d.row.start_time}`)).toEqual([
      '2026-03-09 09:00',
      '2026-03-11 14:00',
      '2026-03-11 09:00',
    ]);
  });

  it('finds nothing when no date falls on a pattern weekday', () => {
    expect(patternDates([row(1)], '2026-03-10', '2026-03-14')).toEqual([]);
  });

  it('crosses month and leap-year boundaries', () => {
    expect(patternDates([row(0)], '2028-02-27', '2028-03-05').map((d) => d.date)).toEqual(['2028-02-27', '2028-03-05']);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('expandPattern', () => {
  it('attaches campus instants with the campus offset', () => {
    const [first] = expandPattern([row(1, '09:00', '10:30')], '2026-03-09', '2026-03-09', createCampusClock('Asia/Kolkata'));
    expect(toCampusIso(first.start, 'Asia/Kolkata')).toBe('2026-03-09T09:00:00+05:30');
    expect(toCampusIso(first.end, 'Asia/Kolkata')).toBe('2026-03-09T10:30:00+05:30');
    expect(first).toMatchObject({ date: '2026-03-09', day_of_week: 1, start_time: '09:00', end_time: '10:30' });
  });

  it('keeps the wall-clock time across a DST change', () => {
    // New York springs forward on Sunday 2026-03-08.
    const [before, after] = expandPattern([row(5, '09:00', '10:00')], '2026-03-06', '2026-03-13', createCampusClock('America/New_York'));
    expect(before.start.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(after.start.toISOString()).toBe('2026-03-13T13:00:00.000Z');
  });
});

describe('createCampusClock', () => {
  it('reads and builds campus wall-clock times like the shared dayjs helpers', () => {
    for (const tz of ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'UTC']) {
      const clock = createCampusClock(tz);
      for (const [date, time] of [
        ['2026-03-09', '09:00'],
        ['2026-10-25', '22:45'],
        ['2026-07-01', '13:15'],
        ['2027-01-01', '00:00'],
      ]) {
        const instant = clock.instant(date, time);
        expect(instant).toEqual(campusInstant(date, time, tz));
        expect(clock.wall(instant)).toEqual({ date, time, day: new Date(`${date}T00:00:00Z`).getUTCDay() });
      }
    }
  });

  it('flags a time that a clock change skips', () => {
    const clock = createCampusClock('America/New_York');
    // 02:30 does not exist on 2026-03-08 in New York.
    const skipped = {
      date: '2026-03-08',
      day_of_week: 0,
      start_time: '02:30',
      end_time: '03:30',
      start: clock.instant('2026-03-08', '02:30'),
      end: clock.instant('2026-03-08', '03:30'),
    };
    expect(clockChangeViolation(skipped, clock)).toBe(
      '2026-03-08 02:30-03:30: a clock change on this date moves these times; choose other times',
    );
    const [normal] = expandPattern([row(0)], '2026-03-08', '2026-03-08', clock);
    expect(clockChangeViolation(normal, clock)).toBeNull();
  });
});

describe('patternViolation', () => {
  it('accepts valid rows', () => {
    expect(patternViolation([row(1), row(1, '10:00', '11:00'), row(3, '21:00', '23:00')])).toBeNull();
  });

  it.each([
    [[row(1, '25:00', '26:00')], 'Pattern row 1: start_time must be a time in HH:mm form (00:00 to 23:59)'],
    [[row(1, '9:00', '10:00')], 'Pattern row 1: start_time must be a time in HH:mm form (00:00 to 23:59)'],
    [[row(1), row(2, '10:00', '1100')], 'Pattern row 2: end_time must be a time in HH:mm form (00:00 to 23:59)'],
    [[row(1, '10:00', '09:00')], 'Pattern row 1 (Monday 10:00-09:00): End time must be after start time'],
    [[row(1, '09:10', '10:00')], 'Pattern row 1 (Monday 09:10-10:00): Bookings start and end on a quarter hour (:00, :15, :30 or :45)'],
    [[row(1, '08:00', '09:00')], 'Pattern row 1 (Monday 08:00-09:00): Bookings must be between 09:00 AM and 11:00 PM campus time'],
    [[row(1, '22:00', '23:15')], 'Pattern row 1 (Monday 22:00-23:15): Bookings must be between 09:00 AM and 11:00 PM campus time'],
    [[row(1, '09:00', '17:15')], 'Pattern row 1 (Monday 09:00-17:15): Booking cannot exceed 8 hours'],
    [
      [row(1, '09:00', '10:00'), row(1, '09:30', '11:00')],
      'Monday 09:00-10:00 and Monday 09:30-11:00 overlap; rows on the same weekday must not overlap',
    ],
  ])('refuses %j', (pattern, message) => {
    expect(patternViolation(pattern)).toBe(message);
  });
});

describe('dateRangeViolation', () => {
  it.each([
    ['2026-03-09', '2026-03-09', null],
    ['2026-03-09', '2027-03-10', null], // 366 days
    ['2026-03-09', '2027-03-11', 'A recurring booking can span at most one year'],
    ['2026-03-10', '2026-03-09', 'Start date must be on or before end date'],
    ['2026-02-30', '2026-03-09', 'start_date must be a real date in YYYY-MM-DD form'],
    ['2026-03-09', '2026-13-01', 'end_date must be a real date in YYYY-MM-DD form'],
  ])('%s..%s → %s', (start, end, message) => {
    expect(dateRangeViolation(start, end)).toBe(message);
  });
});

describe('toConflictItems', () => {
  it('groups clashes per occurrence in occurrence order', () => {
    const occurrences = expandPattern([row(1), row(3, '14:00', '15:00')], '2026-03-09', '2026-03-11', createCampusClock('Asia/Kolkata'));
    const items = toConflictItems(occurrences, [
      { index: 1, user_name: 'B', purpose: 'Seminar' },
      { index: 0, user_name: 'A', purpose: 'Exam' },
      { index: 1, user_name: 'C', purpose: 'Viva' },
    ]);
    expect(items).toEqual([
      { date: '2026-03-09', day_of_week: 1, time_slot: '09:00-10:00', conflicting_bookings: [{ user_name: 'A', purpose: 'Exam' }] },
      {
        date: '2026-03-11',
        day_of_week: 3,
        time_slot: '14:00-15:00',
        conflicting_bookings: [
          { user_name: 'B', purpose: 'Seminar' },
          { user_name: 'C', purpose: 'Viva' },
        ],
      },
    ]);
  });
});
