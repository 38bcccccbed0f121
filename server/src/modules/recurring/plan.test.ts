import { countPatternDates, patternDates, RECURRING_LIMITS, type PatternRow } from '../../contracts/recurring';
import { createCampusClock, type CampusClock } from '../../contracts/campus-clock';
import { TEST_NOW } from '../../../test/test-config';
import { planOccurrences, type RecurringContext } from './plan';

const row = (day_of_week: number, start_time = '09:00', end_time = '10:00'): PatternRow => ({ day_of_week, start_time, end_time });

/** The campus clock, counting the instants it is asked to build (each expanded occurrence needs two). */
function countingClock(): CampusClock & { instants: number } {
  const clock = createCampusClock('Asia/Kolkata');
  const counting = {
    instants: 0,
    wall: clock.wall,
    iso: clock.iso,
    instant(date: string, time: string) {
      counting.instants++;
      return clock.instant(date, time);
    },
  };
  return counting;
}

const contextWith = (clock: CampusClock) => ({ clock, now: TEST_NOW, tz: 'Asia/Kolkata' }) as unknown as RecurringContext;

describe('countPatternDates', () => {
  it('agrees with patternDates for every start weekday, length and set of rows', () => {
    const patterns = [
      [row(0)],
      [row(3)],
      [row(1), row(5)],
      [row(2), row(2, '14:00', '15:00'), row(6)],
      [0, 1, 2, 3, 4, 5, 6].map((d) => row(d)),
    ];
    for (let first = 0; first < 7; first++) {
      const start = `2026-03-${String(1 + first).padStart(2, '0')}`;
      for (const end of ['2026-02-27', start, '2026-03-09', '2026-03-17', '2026-04-30', '2027-03-01']) {
        for (const pattern of patterns) expect(countPatternDates(pattern, start, end)).toBe(patternDates(pattern, start, end).length);
      }
    }
  });
});

describe('planOccurrences: the cap is counted before expanding (issue 16)', () => {
  it('refuses a year of 50 rows a day without expanding a single occurrence', () => {
    const clock = countingClock();
    const pattern = Array.from({ length: RECURRING_LIMITS.maxPatternRows }, (_, i) => row(i % 7));
    expect(() => planOccurrences(contextWith(clock), pattern, '2026-04-01', '2027-03-31')).toThrow(
      `A recurring booking can have at most 500 bookings; this one would have ${countPatternDates(pattern, '2026-04-01', '2027-03-31')}`,
    );
    expect(clock.instants).toBe(0);
  });

  it('expands a series within the cap', () => {
    const clock = countingClock();
    expect(planOccurrences(contextWith(clock), [row(1)], '2026-04-06', '2026-04-27')).toHaveLength(4);
    expect(clock.instants).toBe(8);
  });
});
