import { sql, type Kysely, type RawBuilder } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-rules';
import { campusIsoSql } from '../../db/campus-iso-sql';
import type { DB } from '../../db/schema';
import { offsetPieces } from '../../shared/campus-offsets';
import { pageOffset, type Paging } from '../../shared/paging';
import { closesRoom } from '../bookings';
import { bookableRooms, type BookableRoomCriteria } from '../rooms';

/** What the grid shows: the caller's rooms by these criteria, one page of them, over [from, to). */
export interface ScheduleRequest {
  criteria: BookableRoomCriteria;
  paging: Paging;
  from: Date;
  to: Date;
  tz: string;
}

/** As literals, so the planner can prove the live bookings' partial indexes' predicate. */
const LIVE = sql.raw(`(${LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * The page of rooms (`page`) with the keys of their order: block name, block, room name, room;
 * names in lower case, byte order (so both databases agree).
 */
const pageSql = (db: Kysely<DB>, { criteria, paging }: ScheduleRequest) =>
  bookableRooms(db, criteria)
    .select(['r.id', 'r.room_name', 'r.block_id', 'b.block_name', 'r.capacity', 'r.features'])
    .select([sql<string>`lower(b.block_name) collate "C"`.as('block_key'), sql<string>`lower(r.room_name) collate "C"`.as('room_key')])
    .orderBy('block_key')
    .orderBy('r.block_id')
    .orderBy('room_key')
    .orderBy('r.id')
    .limit(paging.limit)
    .offset(pageOffset(paging));

/**
 * The live (pending or confirmed) bookings of the page's rooms overlapping [from, to) (`k`),
 * each with its booker. The table refuses a live booking longer than BOOKING_LIMITS.maxMinutes
 * (migration 0018), so one that ends after `from` started after from − maxMinutes: each room
 * is one short range walk of the live bookings' index by room and start (migration 0010),
 * however long its history, and each booker one look-up by id. `offset 0` keeps the walks
 * apart: merged into one join, the planner read the campus-wide index by start instead and
 * dropped the other rooms' bookings (7,103 entries read for 343 kept, 16 ms against 2 ms, for
 * 50 rooms × 7 days at 1,000,000 bookings), and hashed all the users to join a few hundred.
 */
const bookingsSql = ({ from, to }: ScheduleRequest) => sql`
  select x.* from page p cross join lateral (
    select b.id, b.room_id, b.start_time, b.end_time, b.status, b.purpose, u.name, u.email
    from bookings b join users u on u.id = b.user_id
    where b.room_id = p.id and b.status in ${LIVE}
      and b.start_time > ${new Date(from.getTime() - BOOKING_LIMITS.maxMinutes * 60_000)} and b.start_time < ${to} and b.end_time > ${from}
    offset 0) as x`;

/**
 * The closures overlapping [from, to) that take a room of the page (bookings/closed.ts's
 * reading), each once as its scope says: a room closure once per room of the page it names
 * (room_id), a block closure once (block_id), a campus closure once (neither).
 */
const closuresSql = ({ from, to }: ScheduleRequest) => sql`
  select distinct c.id, case when c.scope = 'rooms' then r.id end as room_id, case when c.scope = 'block' then c.block_id end as block_id,
    c.starts_at, c.ends_at, c.reason
  from rooms r
  join blackouts c on ${closesRoom(sql`r.id`, sql`r.block_id`, from, to)}
  where r.id in (select id from page)`;

export interface ScheduleAnswerRow {
  /** How many rooms match in all. */
  total: number | string;
  /** The JSON arrays of ScheduleRoom and ScheduleBooking the answer carries. */
  rooms: string;
  bookings: string;
  /** [room_id, block_id, starts_at, ends_at, reason], ordered by start, closure, room. */
  closures: [number | null, number | null, string, string, string][];
}

/**
 * The whole grid in one statement, so one round trip: how many rooms match, and the JSON of
 * the page's rooms and bookings as the wire has them, written by the database (times on the campus
 * clock, `campusIsoSql`, for every instant a booking may hold), and its closures, few and of
 * any length, as instants. Bookings are ordered by room then start, each with its booker as
 * the timeline shows it (POST /api/faculty/getbookedslots).
 */
export function scheduleSql(db: Kysely<DB>, request: ScheduleRequest): RawBuilder<ScheduleAnswerRow> {
  const reach = BOOKING_LIMITS.maxMinutes * 60_000;
  const pieces = offsetPieces(new Date(request.from.getTime() - reach), new Date(request.to.getTime() + reach), request.tz);
  const iso = (t: RawBuilder<Date>) => campusIsoSql(t, pieces);
  return sql<ScheduleAnswerRow>`
    with page as materialized (${pageSql(db, request)}),
      k as materialized (${bookingsSql(request)})
    select (select count(*) from (${bookableRooms(db, request.criteria).select(sql`1`.as('one'))}) m) as total,
      (select coalesce(json_agg(json_build_object('id', p.id, 'room_name', p.room_name, 'block_id', p.block_id,
          'block_name', p.block_name, 'capacity', p.capacity, 'features', p.features) order by p.block_key, p.block_id, p.room_key, p.id), '[]')::text
        from page p) as rooms,
      (select coalesce(json_agg(json_build_object('id', k.id, 'room_id', k.room_id, 'start_time', ${iso(sql<Date>`k.start_time`)},
          'end_time', ${iso(sql<Date>`k.end_time`)}, 'status', k.status, 'purpose', k.purpose, 'name', k.name, 'email', k.email)
          order by k.room_id, k.start_time), '[]')::text
        from k) as bookings,
      (select coalesce(json_agg(json_build_array(c.room_id, c.block_id, c.starts_at, c.ends_at, c.reason)
          order by c.starts_at, c.id, c.room_id), '[]')
        from (${closuresSql(request)}) c) as closures`;
}

/** The grid's rows, and how many rooms match in all. */
export async function readSchedule(db: Kysely<DB>, request: ScheduleRequest): Promise<ScheduleAnswerRow & { total: number }> {
  const { rows } = await scheduleSql(db, request).execute(db);
  return { ...rows[0], total: Number(rows[0].total) };
}
