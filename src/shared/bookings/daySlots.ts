import type { BookedSlot } from '@contracts/booking';
import { BOOKING_LIMITS, DAY_SLOT_COUNT, minutesToTime } from '@contracts/booking-limits';
import { timeText } from '@contracts/campus-format';
import { campusInstant } from './campusTime';

/** SPEC.md: 09:00 to 23:00 in 15-minute slots (the limits every booking obeys, shared with the server). */
const slotFrom = (index: number) => BOOKING_LIMITS.dayStartMinute + index * BOOKING_LIMITS.slotMinutes;

export const slotStart = (index: number) => minutesToTime(slotFrom(index));
/** The end of a slot; the last one ends at 23:00. */
export const slotEnd = (index: number) => minutesToTime(slotFrom(index + 1));

/**
 * A booking as a room's day shows it: Book a Room's booked slots and the day grid's bookings
 * (GET /api/schedule) both carry these fields.
 */
export type SlotBooking = Pick<BookedSlot, 'id' | 'start_time' | 'end_time' | 'purpose' | 'name' | 'email' | 'status'>;

/** A closure over a room: its time and why (a closed slot of Book a Room or of the day grid). */
export interface SlotClosure {
  start_time: string;
  end_time: string;
  reason: string;
}

export interface TimelineSlot<B extends SlotBooking = BookedSlot> {
  index: number;
  start: string;
  end: string;
  booking: B | null;
  /** The reason of a closure over the slot (issue 15), which no one can book. */
  closure: string | null;
  /** Already begun on campus: the server refuses a start in the past. */
  past: boolean;
}

/** The 56 slots of one campus day, with the booking and the closure (if any) that cover each. */
export function buildSlots<B extends SlotBooking = BookedSlot>(
  date: string,
  tz: string,
  booked: readonly B[],
  now: number,
  closed: readonly SlotClosure[] = [],
): TimelineSlot<B>[] {
  const midnight = campusInstant(date, '00:00', tz).getTime();
  const minutesIn = (iso: string) => Math.round((Date.parse(iso) - midnight) / 60_000);
  const span = (b: { start_time: string; end_time: string }) => ({ from: minutesIn(b.start_time), to: minutesIn(b.end_time) });
  const spans = booked.map((b) => ({ booking: b, ...span(b) }));
  const closures = closed.map((c) => ({ reason: c.reason, ...span(c) }));
  return Array.from({ length: DAY_SLOT_COUNT }, (_, index) => {
    const from = slotFrom(index);
    const to = slotFrom(index + 1);
    const hit = spans.find((s) => s.from < to && s.to > from);
    const closure = closures.find((c) => c.from < to && c.to > from);
    return {
      index,
      start: minutesToTime(from),
      end: minutesToTime(to),
      booking: hit?.booking ?? null,
      closure: closure?.reason ?? null,
      past: midnight + from * 60_000 < now,
    };
  });
}

/** A booked slot held by a request that still waits for the dean, rather than a confirmed booking. */
export const isPendingHold = (slot: TimelineSlot<SlotBooking>): boolean => slot.booking?.status === 'pending';

/**
 * A slot's accessible name in the one time format (issue 35), e.g. "10:15 AM to 10:30 AM, free",
 * "10:15 AM to 10:30 AM, booked: Faculty meeting" or, for a request still waiting for approval,
 * "…, booked (pending approval): …"; a closed one "10:15 AM to 10:30 AM, closed: Diwali holiday".
 */
export function slotName(slot: TimelineSlot<SlotBooking>): string {
  const span = `${timeText(slot.start)} to ${timeText(slot.end)}`;
  if (slot.closure !== null) return `${span}, closed: ${slot.closure}`;
  if (slot.booking) return `${span}, booked${isPendingHold(slot) ? ' (pending approval)' : ''}: ${slot.booking.purpose}`;
  return slot.past ? `${span}, past` : `${span}, free`;
}

/**
 * The slots from anchor towards target, stopping before the first blocked one (booked, closed
 * or past): the range a drag or a second click selects, on the timeline and in the day grid.
 */
export function rangeFrom(anchor: number, target: number, blocked: readonly boolean[]): { start: number; end: number } {
  const step = target >= anchor ? 1 : -1;
  let last = anchor;
  for (let i = anchor + step; step > 0 ? i <= target : i >= target; i += step) {
    if (blocked[i]) break;
    last = i;
  }
  return { start: Math.min(anchor, last), end: Math.max(anchor, last) };
}
