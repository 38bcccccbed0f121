import { BOOKING_LIMITS, minutesToTime as toTime, timeToMinutes as toMinutes } from '@contracts/booking-limits';
import type { PatternRow } from '@contracts/recurring-dates';

/** SPEC.md §9: bookings lie within 09:00–23:00 on the quarter hour and last 15 minutes to 8 hours. */
const { dayStartMinute: DAY_START, dayEndMinute: DAY_END, slotMinutes: STEP, maxMinutes: MAX_LENGTH } = BOOKING_LIMITS;

/** 09:00, 09:15, … 23:00: the booking timeline's quarter hours. */
export const TIME_OPTIONS = Array.from({ length: (DAY_END - DAY_START) / STEP + 1 }, (_, i) => toTime(DAY_START + i * STEP));

/** A row starts at 22:45 at the latest, so its last quarter hour ends by 23:00. */
export const START_TIME_OPTIONS = TIME_OPTIONS.slice(0, -1);

/** The ends a row starting at `start` may have: after it, at most 8 hours on, 23:00 at the latest. */
export function endTimeOptions(start: string): string[] {
  const from = toMinutes(start);
  return TIME_OPTIONS.filter((t) => toMinutes(t) > from && toMinutes(t) - from <= MAX_LENGTH);
}

/** A row moved to a new start keeps its length where that fits, else takes the nearest end on offer. */
export function withStartTime(row: PatternRow, start: string): PatternRow {
  const from = toMinutes(start);
  const wanted = from + toMinutes(row.end_time) - toMinutes(row.start_time);
  const end = Math.min(Math.max(wanted, from + STEP), from + MAX_LENGTH, DAY_END);
  return { ...row, start_time: start, end_time: toTime(end) };
}
