import { sql } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { LIVE_BOOKING_STATUSES, type StoredBookingStatus } from '../../contracts/booking-rules';

/*
 * Live (pending or confirmed) bookings of one room never overlap: the exclusion constraint
 * sees to it. So those overlapping [from, to) are the ones that start inside it plus, at
 * most, the latest one that starts before `from` — each found by a short walk of the live
 * bookings' index (migration 0010: room, start time descending, end), however long the
 * room's history. "start < to and end > from" read every earlier booking of the room (10,416
 * index entries for 30 rooms at 1,000,000 bookings), and the constraint's GiST index
 * (room, range) cost 0.4 ms a room there (docs/PERFORMANCE.md).
 */

/** As literals, so the planner can prove the partial index's predicate. */
const LIVE = sql.raw(`(${LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * The rooms with a live booking overlapping [from, to), in one range scan of the live
 * bookings by start (migration 0018) across all rooms: the table refuses a live booking
 * longer than BOOKING_LIMITS.maxMinutes, so one that ends after `from` started after
 * from − maxMinutes. Two index walks per room (734 for a free-room search over 1,000 rooms)
 * cost twice the database CPU (docs/PERFORMANCE.md).
 */
export const liveOverlappingRoomIds = (from: Date, to: Date) => sql<{ room_id: number }>`
  select b.room_id from bookings b
  where b.status in ${LIVE} and b.start_time > ${new Date(from.getTime() - BOOKING_LIMITS.maxMinutes * 60_000)}
    and b.start_time < ${to} and b.end_time > ${from}`;

/** What an availability answer shows of a booking (no room or block: the caller names the rooms). */
const SLOT_COLUMNS = sql.raw('b.id, b.room_id, b.start_time, b.end_time, b.purpose, b.status, b.user_id');

/**
 * The live bookings of the rooms overlapping [from, to), their columns read in the same
 * index walks that find them: those starting inside the window, and each room's latest
 * one starting before it if it is still running then.
 */
export const liveOverlapping = (roomIds: readonly number[], from: Date, to: Date) => sql<LiveSlotRow>`
  select ${SLOT_COLUMNS} from bookings b
  where b.room_id = any(${[...roomIds]}::int[]) and b.status in ${LIVE} and b.start_time >= ${from} and b.start_time < ${to}
  union all
  select last.* from unnest(${[...roomIds]}::int[]) as r(id), lateral (
    select ${SLOT_COLUMNS} from bookings b
    where b.room_id = r.id and b.status in ${LIVE} and b.start_time < ${from}
    order by b.start_time desc limit 1) as last
  where last.end_time > ${from}`;

export interface LiveSlotRow {
  id: number;
  room_id: number;
  start_time: Date;
  end_time: Date;
  purpose: string;
  status: StoredBookingStatus;
  user_id: number;
}
