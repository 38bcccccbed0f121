import { BOOKING_LIMITS, DAY_SLOT_COUNT, minutesToTime, timeToMinutes } from '@contracts/booking-limits';

const { dayStartMinute, dayEndMinute, slotMinutes } = BOOKING_LIMITS;

/** Quarter hours a search may start at: 09:00 … 22:45. */
export const START_TIMES = Array.from({ length: DAY_SLOT_COUNT }, (_, i) => minutesToTime(dayStartMinute + i * slotMinutes));

/** Quarter hours a search may end at after `start`: up to 23:00. */
export function endTimes(start: string): string[] {
  return [...START_TIMES.slice(1), minutesToTime(dayEndMinute)].filter((time) => time > start);
}

/** Minutes from start to end (HH:mm each). */
export const minutesBetween = (start: string, end: string) => timeToMinutes(end) - timeToMinutes(start);

/** A chosen time as the booking form takes it: start, end and its quarter hours. */
export const selectionOf = (start: string, end: string) => ({ start, end, slots: minutesBetween(start, end) / slotMinutes });
