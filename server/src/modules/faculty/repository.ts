import { sql, type Kysely, type RawBuilder } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { bookableAccessTypes, HIDDEN_BOOKER, seesEveryBooker } from '../../contracts/room-access';
import { campusIsoSql } from '../../db/campus-iso-sql';
import type { DB } from '../../db/schema';
import { closedSlotsSql, selectBookingRecords, type BookingRecord, type ClosedSlotRow } from '../bookings';
import { bookableRooms } from '../rooms';
import { offsetPieces } from '../../shared/campus-offsets';
import { liveOverlapping } from './live-overlap';

/**
 * Rooms as Book a Room lists them (GET /api/faculty/getrooms's Room), with their block's
 * name: only active ones, as a deactivated room takes no bookings (issue 15).
 */
function selectRooms(db: Kysely<DB>) {
  return db
    .selectFrom('rooms')
    .innerJoin('blocks', 'blocks.id', 'rooms.block_id')
    .where('rooms.deactivated_at', 'is', null)
    .select([
      'rooms.id',
      'rooms.room_name',
      'rooms.block_id',
      'blocks.block_name',
      'rooms.capacity',
      'rooms.image',
      'rooms.features',
      'rooms.access',
    ]);
}

/** Every room with its block, ordered by block then room name. */
export function listRooms(db: Kysely<DB>) {
  return selectRooms(db).orderBy('blocks.block_name').orderBy('rooms.room_name').orderBy('rooms.id').execute();
}

export async function blockExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await db.selectFrom('blocks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The availability of rooms (POST /api/faculty/getbookedslots) as the database gives it. */
export interface BookedSlotsAnswer {
  /** The ids asked about that name no room. */
  missing: number[];
  /** The JSON array of BookedSlot the answer carries. */
  slots: string;
  closures: ClosedSlotRow[];
}

/** The hidden booker's fields as the slot's JSON has them, in the wire's key order. */
const hiddenBooker = sql`${`"purpose":${JSON.stringify(HIDDEN_BOOKER.purpose)},"name":"","email":""`}::text`;

/** SQL true when the viewer may see who booked slot `s` (contracts/room-access.ts seesEveryBooker). */
function showsBooker(db: Kysely<DB>, viewer: { id: number; access: readonly string[] }): RawBuilder<boolean> {
  if (seesEveryBooker(viewer.access)) return sql<boolean>`true`;
  const bookable = bookableRooms(db, { accessTypes: bookableAccessTypes(viewer.access) }).select('r.id');
  return sql<boolean>`(s.user_id = ${viewer.id} or s.room_id in (${bookable}))`;
}

/**
 * The rooms' live (pending or confirmed) bookings overlapping [from, to) with their bookers,
 * the closures over them, and the ids that name no room: one statement, so one round trip
 * (each costs the server a write to PostgreSQL's socket and a wake-up of its process, and the
 * busy week made three). The slots are the JSON array of BookedSlot the answer carries (the
 * wire's key order), ordered by room and start. The database writes it whole: parsing ~650
 * rows of nine columns, making each a wire object with two campus times and serializing it
 * again was most of the busy week's CPU, in Node and PostgreSQL together
 * (docs/PERFORMANCE.md). The rows come straight from the index walks that find them and only
 * the booker is joined (a slot names no room or block). Times are the campus clock's text
 * (`campusIsoSql`), for every instant a slot may hold: a live booking lasts at most
 * BOOKING_LIMITS.maxMinutes. Closures, few and of any length, come as instants.
 */
export async function bookedSlotsAnswer(
  db: Kysely<DB>,
  roomIds: readonly number[],
  window: { from: Date; to: Date; tz: string },
  viewer: { id: number; access: readonly string[] },
): Promise<BookedSlotsAnswer> {
  const { from, to, tz } = window;
  const reach = BOOKING_LIMITS.maxMinutes * 60_000;
  const pieces = offsetPieces(new Date(from.getTime() - reach), new Date(to.getTime() + reach), tz);
  const iso = (t: RawBuilder<Date>) => campusIsoSql(t, pieces);
  const { rows } = await sql<{ slots: string; closures: [number, string, string, string][]; missing: number[] }>`
    with s as materialized (${liveOverlapping(roomIds, from, to)}),
      -- Each booker's name and e-mail once: far fewer bookers than slots (26 for the busy week's 649).
      u as (select id, ',"name":' || to_json(name) || ',"email":' || to_json(email) as who
        from users where id = any(array(select distinct user_id from s)))
    select
      (select '[' || coalesce(string_agg('{"id":' || s.id || ',"room_id":' || s.room_id
          || ',"start_time":"' || ${iso(sql`s.start_time`)} || '","end_time":"' || ${iso(sql`s.end_time`)}
          || '",' || case when ${showsBooker(db, viewer)} then '"purpose":' || to_json(s.purpose) || u.who else ${hiddenBooker} end
          || ',"status":' || to_json(s.status) || '}',
        ',' order by s.room_id, s.start_time), '') || ']'
        from s join u on u.id = s.user_id) as slots,
      (select coalesce(json_agg(json_build_array(k.room_id, k.starts_at, k.ends_at, k.reason) order by k.room_id, k.starts_at, k.id), '[]')
        from (${closedSlotsSql(roomIds, from, to)}) k) as closures,
      array(select o.x from unnest(${[...roomIds]}::int[]) with ordinality as o(x, n) where not exists (select 1 from rooms r where r.id = o.x) order by o.n) as missing`.execute(
    db,
  );
  const { slots, closures, missing } = rows[0];
  return {
    slots,
    missing,
    closures: closures.map(([room_id, startsAt, endsAt, reason]) => ({
      room_id,
      starts_at: new Date(startsAt),
      ends_at: new Date(endsAt),
      reason,
    })),
  };
}

/** The user's own bookings in every status but those they deleted, latest start first. */
export function listOwnBookings(db: Kysely<DB>, userId: number): Promise<BookingRecord[]> {
  return selectBookingRecords(db)
    .where('b.user_id', '=', userId)
    .where('b.owner_deleted_at', 'is', null)
    .orderBy('b.start_time', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}
