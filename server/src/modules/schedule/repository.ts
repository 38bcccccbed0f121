import { sql, type Kysely } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-status';
import type { DB } from '../../db/schema';
import { pageOffset, type Paging } from '../../shared/paging';
import { takesRoom } from '../blackouts';
import { bookableRooms, type BookableRoomCriteria } from '../rooms';

/** The instants [from, to) the grid shows. */
export interface ScheduleWindow {
  from: Date;
  to: Date;
}

/**
 * One page of the rooms the caller may book, ordered by block then room name (letter case
 * ignored, byte order, so both databases agree), and how many there are in all.
 */
export async function schedulePageRooms(db: Kysely<DB>, criteria: BookableRoomCriteria, paging: Paging) {
  const [rooms, count] = await Promise.all([
    bookableRooms(db, criteria)
      .select(['r.id', 'r.room_name', 'r.block_id', 'b.block_name', 'r.capacity', 'r.features'])
      .orderBy(sql`lower(b.block_name) collate "C"`)
      .orderBy('b.id')
      .orderBy(sql`lower(r.room_name) collate "C"`)
      .orderBy('r.id')
      .limit(paging.limit)
      .offset(pageOffset(paging))
      .execute(),
    bookableRooms(db, criteria)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rooms, total: Number(count.n) };
}

/**
 * The live (pending or confirmed) bookings of the rooms overlapping the window, with their
 * bookers, ordered by room and start. The table refuses a live booking longer than
 * BOOKING_LIMITS.maxMinutes (migration 0018), so one that ends after `from` started after
 * from − maxMinutes: each room is one range walk of the live bookings' index by room and
 * start (migration 0010), however long the room's history.
 */
export function liveBookingsOfRooms(db: Kysely<DB>, roomIds: readonly number[], { from, to }: ScheduleWindow) {
  return db
    .selectFrom('bookings as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.id', 'k.room_id', 'k.start_time', 'k.end_time', 'k.status', 'k.purpose', 'u.name', 'u.email'])
    .where('k.room_id', '=', sql<number>`any(${[...roomIds]}::int[])`)
    .where('k.status', 'in', LIVE_BOOKING_STATUSES)
    .where('k.start_time', '>', new Date(from.getTime() - BOOKING_LIMITS.maxMinutes * 60_000))
    .where('k.start_time', '<', to)
    .where('k.end_time', '>', from)
    .orderBy('k.room_id')
    .orderBy('k.start_time');
}

/**
 * The closures overlapping the window that take any of the rooms (blackouts/closed.ts's
 * reading), each once as its scope says: a room closure once per room of the list it names
 * (room_id), a block closure once (block_id), a campus closure once (neither). Ordered by
 * start, then closure, then room.
 */
export function closuresOverRooms(db: Kysely<DB>, roomIds: readonly number[], { from, to }: ScheduleWindow) {
  return sql<{ id: number; room_id: number | null; block_id: number | null; starts_at: Date; ends_at: Date; reason: string }>`
    select distinct c.id, case when c.scope = 'rooms' then r.id end as room_id, case when c.scope = 'block' then c.block_id end as block_id,
      c.starts_at, c.ends_at, c.reason
    from rooms r
    join blackouts c on tstzrange(c.starts_at, c.ends_at, '[)') && tstzrange(${from}, ${to}, '[)') and ${takesRoom(sql`r.id`, sql`r.block_id`)}
    where r.id = any(${[...roomIds]}::int[])
    order by c.starts_at, c.id, room_id`.execute(db);
}
