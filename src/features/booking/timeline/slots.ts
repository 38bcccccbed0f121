import type { BookedSlot } from '@contracts/booking';
import { dayjs } from '@shared/bookings/campusTime';

/** SPEC.md: 09:00 to 23:00 in 15-minute slots. */
export const SLOT_MINUTES = 15;
export const DAY_START_MINUTES = 9 * 60;
export const DAY_END_MINUTES = 23 * 60;
export const SLOT_COUNT = (DAY_END_MINUTES - DAY_START_MINUTES) / SLOT_MINUTES;

/** Minutes since midnight → "HH:mm". */
export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const slotStart = (index: number) => clock(DAY_START_MINUTES + index * SLOT_MINUTES);
/** The end of a slot; the last one ends at 23:00. */
export const slotEnd = (index: number) => clock(DAY_START_MINUTES + (index + 1) * SLOT_MINUTES);

export interface TimelineSlot {
  index: number;
  start: string;
  end: string;
  booking: BookedSlot | null;
  /** Already begun on campus: the server refuses a start in the past. */
  past: boolean;
}

/** The 56 slots of one campus day, with the booking (if any) that covers each. */
export function buildSlots(date: string, tz: string, booked: readonly BookedSlot[], now: number): TimelineSlot[] {
  const midnight = dayjs.tz(date, 'YYYY-MM-DD', tz);
  const spans = booked.map((b) => ({
    booking: b,
    from: dayjs(b.start_time).diff(midnight, 'minute'),
    to: dayjs(b.end_time).diff(midnight, 'minute'),
  }));
  return Array.from({ length: SLOT_COUNT }, (_, index) => {
    const from = DAY_START_MINUTES + index * SLOT_MINUTES;
    const to = from + SLOT_MINUTES;
    const hit = spans.find((s) => s.from < to && s.to > from);
    return {
      index,
      start: clock(from),
      end: clock(to),
      booking: hit?.booking ?? null,
      past: midnight.add(from, 'minute').valueOf() < now,
    };
  });
}

/** A slot's accessible name, e.g. "10:15 to 10:30, free" or "10:15 to 10:30, booked: Faculty meeting". */
export function slotName(slot: TimelineSlot): string {
  const span = `${slot.start} to ${slot.end}`;
  if (slot.booking) return `${span}, booked: ${slot.booking.purpose}`;
  return slot.past ? `${span}, past` : `${span}, free`;
}
