import { BOOKING_MESSAGES as M } from './booking-messages';
import { lengthViolation, timeOfDayViolation, timeRuleViolation } from './booking-rules';
import { timeBreach, timeBreaches, type WallClockRange } from './time-rule';

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const range = (start: string, end: string, extra: Partial<WallClockRange> = {}): WallClockRange => ({
  startMinute: at(start),
  endMinute: at(end),
  ...extra,
});

describe('the one check of a range’s times (time-rule.ts)', () => {
  it.each([
    ['10:00', '10:00', 'endBeforeStart', 'end', at('10:00')],
    ['11:00', '10:00', 'endBeforeStart', 'end', at('11:00')],
    ['10:00', '10:10', 'tooShort', 'end', 15],
    ['09:00', '17:15', 'tooLong', 'end', 480],
    ['10:10', '11:00', 'offGrid', 'start', 15],
    ['10:00', '11:05', 'offGrid', 'end', 15],
    ['08:30', '10:00', 'beforeOpening', 'start', at('09:00')],
    ['23:00', '23:30', 'afterLastStart', 'start', at('22:45')],
    ['22:00', '23:30', 'afterClosing', 'end', at('23:00')],
  ])('%s–%s breaks %s at its %s (bound %d)', (start, end, rule, side, limit) => {
    expect(timeBreach(range(start, end))).toEqual({
      rule,
      side,
      limit,
      startMinute: at(start),
      endMinute: at(end),
      minutes: at(end) - at(start),
    });
  });

  it('passes 09:00–23:00 on the grid, from 15 minutes to 8 hours (an end of exactly 23:00 is the last slot’s)', () => {
    for (const [start, end] of [
      ['09:00', '09:15'],
      ['22:45', '23:00'],
      ['15:00', '23:00'],
      ['09:00', '17:00'],
    ]) {
      expect(timeBreaches(range(start, end))).toEqual([]);
    }
  });

  it('lists every rule broken, length first, then grid, then hours', () => {
    expect(timeBreaches(range('07:05', '16:00')).map((b) => [b.rule, b.side])).toEqual([
      ['tooLong', 'end'],
      ['offGrid', 'start'],
      ['beforeOpening', 'start'],
    ]);
  });

  it('reads the length of a clock change’s day from the instants, and an end on another day as out of hours', () => {
    // 10:00–11:00 on the wall, but a clock change made it two hours: fine; made it 10 minutes: too short.
    expect(timeBreach(range('10:00', '11:00', { minutes: 120 }))).toBeNull();
    expect(timeBreach(range('10:00', '11:00', { minutes: 10 }))?.rule).toBe('tooShort');
    expect(timeBreach(range('22:00', '00:30', { minutes: 150, sameDay: false }))).toMatchObject({ rule: 'otherDay', side: 'end' });
  });
});

describe('the time rules in SPEC.md’s words (booking-rules.ts)', () => {
  it.each([
    ['11:00', '10:00', M.endBeforeStart],
    ['10:00', '10:10', M.tooShort],
    ['09:00', '17:15', M.tooLong],
    ['10:10', '10:40', M.offGrid],
    ['08:30', '10:00', M.outsideHours],
    ['23:00', '23:30', M.outsideHours],
    ['22:00', '23:30', M.outsideHours],
    ['07:00', '16:00', M.tooLong],
    ['10:00', '11:00', null],
  ])('a pattern row %s–%s: %s', (start, end, message) => expect(timeOfDayViolation(start, end)).toBe(message));

  it('answers a length alone', () => {
    expect([-15, 0, 10, 15, 480, 481].map(lengthViolation)).toEqual([
      M.endBeforeStart,
      M.endBeforeStart,
      M.tooShort,
      null,
      null,
      M.tooLong,
    ]);
  });

  describe('a booking’s instants (campus time Asia/Kolkata, +05:30)', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const rule = (start: string, end: string, allowPast = false) =>
      timeRuleViolation({ start: new Date(start), end: new Date(end), tz: 'Asia/Kolkata', now, allowPast });

    it('tells an end before its start before a start in the past, and the past before the other rules', () => {
      expect(rule('2026-02-10T10:00:00+05:30', '2026-02-10T09:00:00+05:30')).toBe(M.endBeforeStart);
      expect(rule('2026-02-10T08:00:00+05:30', '2026-02-10T08:10:00+05:30')).toBe(M.startInPast);
      expect(rule('2026-02-10T08:00:00+05:30', '2026-02-10T08:10:00+05:30', true)).toBe(M.tooShort);
    });

    it('puts a start or end between whole minutes off the grid', () => {
      expect(rule('2026-03-05T10:00:30+05:30', '2026-03-05T11:00:00+05:30')).toBe(M.offGrid);
      expect(rule('2026-03-05T10:00:00+05:30', '2026-03-05T11:00:00.001+05:30')).toBe(M.offGrid);
      expect(rule('2026-03-05T10:00:00+05:30', '2026-03-05T11:00:00+05:30')).toBeNull();
    });

    it('keeps a booking to 09:00–23:00 of one campus day', () => {
      expect(rule('2026-03-05T22:00:00+05:30', '2026-03-05T23:00:00+05:30')).toBeNull();
      expect(rule('2026-03-05T22:00:00+05:30', '2026-03-06T00:30:00+05:30')).toBe(M.outsideHours);
      expect(rule('2026-03-05T08:45:00+05:30', '2026-03-05T10:00:00+05:30')).toBe(M.outsideHours);
    });
  });
});
