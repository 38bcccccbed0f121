import type { BookedSlot, Room } from '@contracts/booking';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { BOOKING_ANSWERS } from '@contracts/booking-messages';
import { lengthViolation, type StoredBookingStatus } from '@contracts/booking-rules';
import { dayjs } from '@shared/bookings/campusTime';

export type RoomKind = 'all' | 'conference' | 'classroom';

/** SPEC.md: Conference Room = name contains "conference" (any case); Classroom = the rest. */
export function filterRoomsByKind(rooms: readonly Room[], kind: RoomKind): Room[] {
  if (kind === 'all') return [...rooms];
  return rooms.filter((r) => r.room_name.toLowerCase().includes('conference') === (kind === 'conference'));
}

/** What is wrong with a chosen duration (none chosen yet: nothing), by the server's own length rule. */
export function durationProblem(minutes: number): string | null {
  return minutes > 0 ? lengthViolation(minutes) : null;
}

/**
 * The toast after a booking, from the status the server gave it: a booking that waits for
 * a dean says "Request sent for approval" (with a Pending badge), not "booked"; an
 * administrator's, confirmed at once, "Room booked successfully".
 */
export function bookedAnswer(status: StoredBookingStatus): { title: string; pending: boolean; note: string | null } {
  const pending = status === 'pending';
  // Issue 35: a request says who decides it and that its booker will hear.
  return {
    title: pending ? BOOKING_ANSWERS.requested : BOOKING_ANSWERS.created,
    pending,
    note: pending ? BOOKING_ANSWERS.whoDecides : null,
  };
}

/** Every date from start to end inclusive, YYYY-MM-DD. */
export function datesInRange(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = dayjs(start); !d.isAfter(dayjs(end), 'day') && dates.length < BOOKING_LIMITS.slotRangeMaxDays; d = d.add(1, 'day')) {
    dates.push(d.format('YYYY-MM-DD'));
  }
  return dates;
}

/** A range pick: the first click starts a new range, a later day ends it, an earlier day restarts it. */
export function pickRangeDay(range: { start: string | null; end: string | null }, day: string) {
  if (!range.start || range.end || day < range.start) return { start: day, end: null };
  return { start: range.start, end: day };
}

/** Booked slots (or closures) per room, so each card gets a stable list of its own. */
export function slotsByRoom<T extends Pick<BookedSlot, 'room_id'>>(slots: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const slot of slots) {
    const list = map.get(slot.room_id);
    if (list) list.push(slot);
    else map.set(slot.room_id, [slot]);
  }
  return map;
}
