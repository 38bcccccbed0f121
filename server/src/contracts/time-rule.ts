/**
 * The time rules of a booking (DESIGN.md §5; docs/decisions/0250) as one check that answers
 * which rule a range breaks, which end of it the rule concerns and the range's values, so each
 * caller words it its own way: booking-rules.ts in SPEC.md's messages (the server's 400s, the
 * client's forms), a timetable import per field ("08:30 is before 09:00"). Plain: the browser
 * imports it through booking-rules.ts.
 */
import { BOOKING_LIMITS as L } from './booking-limits';

/** The rules, in the order they are checked: end after start, length, grid, hours. */
export type TimeRule = LengthRule | 'offGrid' | 'beforeOpening' | 'afterLastStart' | 'otherDay' | 'afterClosing';
export type LengthRule = 'endBeforeStart' | 'tooShort' | 'tooLong';

/** A time rule a range breaks. */
export interface TimeBreach {
  rule: TimeRule;
  /** The end of the range the rule concerns. */
  side: 'start' | 'end';
  /** The bound broken, in minutes: the start's minute, 15 or 480 (length), 15 (grid), 09:00, 22:45 or 23:00 (hours). */
  limit: number;
  /** The range's wall-clock minutes since midnight, and its length in minutes. */
  startMinute: number;
  endMinute: number;
  minutes: number;
}

/** A range of campus wall-clock times. */
export interface WallClockRange {
  startMinute: number;
  endMinute: number;
  /** The length, when the instants' distance is not the wall clock's (a clock change); else end − start. */
  minutes?: number;
  /** Whether the end falls on the start's campus date. */
  sameDay?: boolean;
}

/** The length rules alone: after its start, 15 minutes to 8 hours. */
export function lengthRule(minutes: number): LengthRule | null {
  if (minutes <= 0) return 'endBeforeStart';
  if (minutes < L.minMinutes) return 'tooShort';
  if (minutes > L.maxMinutes) return 'tooLong';
  return null;
}

/**
 * Every rule a range breaks, in the order above: length, the quarter-hour grid, then
 * 09:00–23:00 of one day (the last slot starts at 22:45 and ends at 23:00, so an end of exactly
 * 23:00 is fine). The first is the one to tell (timeBreach); a caller that names one time may
 * prefer a time that is itself wrong to the two times' order or distance.
 */
export function timeBreaches({ startMinute, endMinute, minutes = endMinute - startMinute, sameDay = true }: WallClockRange): TimeBreach[] {
  const found: TimeBreach[] = [];
  const broken = (rule: TimeRule, side: 'start' | 'end', limit: number) =>
    found.push({ rule, side, limit, startMinute, endMinute, minutes });
  const length = lengthRule(minutes);
  if (length === 'endBeforeStart') broken(length, 'end', startMinute);
  else if (length) broken(length, 'end', length === 'tooShort' ? L.minMinutes : L.maxMinutes);
  if (startMinute % L.slotMinutes !== 0) broken('offGrid', 'start', L.slotMinutes);
  if (endMinute % L.slotMinutes !== 0) broken('offGrid', 'end', L.slotMinutes);
  if (startMinute < L.dayStartMinute) broken('beforeOpening', 'start', L.dayStartMinute);
  if (startMinute >= L.dayEndMinute) broken('afterLastStart', 'start', L.dayEndMinute - L.slotMinutes);
  if (!sameDay) broken('otherDay', 'end', L.dayEndMinute);
  else if (endMinute > L.dayEndMinute) broken('afterClosing', 'end', L.dayEndMinute);
  return found;
}

/** The first rule a range breaks, or null. */
export const timeBreach = (range: WallClockRange): TimeBreach | null => timeBreaches(range)[0] ?? null;

/** Whether a rule is about the two times together (their order, their distance) rather than one time. */
export const isLengthRule = (rule: TimeRule): rule is LengthRule => rule === 'endBeforeStart' || rule === 'tooShort' || rule === 'tooLong';
