import { sql, type Kysely } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-rules';
import { CLOSURE_MESSAGES } from '../../contracts/blackouts';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { badRequest, notFound } from '../../shared/errors';
import { CLOSURES_LOCK, selectBookingRecords, takesRoom, type BookingRecord, type Db } from '../bookings';
import type { BlackoutValues } from './rules';

const LIVE = sql.join(LIVE_BOOKING_STATUSES.map((s) => sql.lit(s)));

/** A stored blackout with the names the list shows. */
export interface BlackoutRow {
  id: number;
  starts_at: Date;
  ends_at: Date;
  scope: BlackoutValues['scope'];
  block_id: number | null;
  block_name: string | null;
  rooms: { id: number; room_name: string }[];
  reason: string;
  created_by: string | null;
  affected_count: number;
}

/** No live booking is longer (a table check, migration 0018), so one that overlaps starts at most this long before. */
const LONGEST = sql.lit(`${BOOKING_LIMITS.maxMinutes} minutes`);

/**
 * The live bookings inside blackout `c` that have not ended by `now` (bookings b, rooms r):
 * overlapping it, read as a start-time range so the live bookings' start index finds them
 * (bookings' `closesRoom` makes the closures list 3–30× slower: docs/decisions/0251).
 */
const insideBlackout = (now: Date) => sql<boolean>`
  b.status in (${LIVE}) and b.start_time > c.starts_at - ${LONGEST}::interval and b.start_time < c.ends_at
  and b.end_time > c.starts_at and b.end_time > ${now}
  and ${takesRoom(sql`b.room_id`, sql`r.block_id`)}`;

/** Blackouts that have not ended, soonest first, each with the count of bookings still inside it. */
export async function listBlackouts(db: Db, now: Date, id?: number): Promise<BlackoutRow[]> {
  const { rows } = await sql<BlackoutRow>`
    select c.id, c.starts_at, c.ends_at, c.scope, c.block_id, k.block_name, u.name as created_by, c.reason,
      coalesce((select json_agg(json_build_object('id', rr.id, 'room_name', rr.room_name) order by rr.room_name, rr.id)
                from rooms rr where rr.id = any(c.room_ids)), '[]'::json) as rooms,
      (select count(*)::int from bookings b join rooms r on r.id = b.room_id where ${insideBlackout(now)}) as affected_count
    from blackouts c
    left join blocks k on k.id = c.block_id
    left join users u on u.id = c.created_by
    where ${id === undefined ? sql`c.ends_at > ${now}` : sql`c.id = ${id}`}
    order by c.starts_at, c.id`.execute(db);
  return rows;
}

/** The live bookings inside the blackout that have not ended, by start (at most `limit`). */
export function affectedBookings(db: Db, blackoutId: number, now: Date, limit: number): Promise<BookingRecord[]> {
  return selectBookingRecords(db)
    .innerJoin('blackouts as c', (join) => join.on('c.id', '=', blackoutId))
    .where(insideBlackout(now))
    .orderBy('b.start_time')
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** An existing blackout closing a room of the new one at an overlapping time, if any. */
async function overlapping(db: Db, v: BlackoutValues) {
  const newTakes = sql<boolean>`(r.block_id = ${v.block_id} or r.id = any(${v.room_ids}::int[]))`;
  return db
    .selectFrom('blackouts as c')
    .select(['c.id', 'c.reason', 'c.starts_at', 'c.ends_at'])
    .where(sql<boolean>`tstzrange(c.starts_at, c.ends_at, '[)') && tstzrange(${v.starts_at}, ${v.ends_at}, '[)')`)
    .where(
      sql<boolean>`(${v.scope} = 'campus' or c.scope = 'campus' or (c.scope = 'block' and c.block_id = ${v.block_id})
        or exists (select 1 from rooms r where ${takesRoom(sql`r.id`, sql`r.block_id`)} and ${newTakes}))`,
    )
    .orderBy('c.starts_at')
    .limit(1)
    .executeTakeFirst();
}

/** The ids among `ids` that name no room. */
async function unknownRooms(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.selectFrom('rooms').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * Stores a blackout under the exclusive closures lock (bookings/closures.ts), so no booking
 * write checking closures runs meanwhile and no other blackout is stored beside it unseen:
 * 400 for an unknown block or room or an overlap with a blackout of the same rooms. Audited.
 */
export async function createBlackout(
  db: Kysely<DB>,
  v: BlackoutValues,
  actorId: number,
  describe: (row: { reason: string; starts_at: Date; ends_at: Date }) => string,
) {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CLOSURES_LOCK}::int, 0)`.execute(trx);
    if (v.block_id !== null && !(await trx.selectFrom('blocks').select('id').where('id', '=', v.block_id).executeTakeFirst())) {
      throw badRequest(CLOSURE_MESSAGES.unknownBlock(v.block_id));
    }
    const missing = await unknownRooms(trx, v.room_ids);
    if (missing.length) throw badRequest(CLOSURE_MESSAGES.unknownRooms(missing));
    const other = await overlapping(trx, v);
    if (other) throw badRequest(CLOSURE_MESSAGES.overlaps(other.reason, describe(other)));
    const { id } = await trx
      .insertInto('blackouts')
      .values({ ...v, created_by: actorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { actorId, action: 'blackout.create', entity: 'blackout', entityId: id, after: v });
    return id;
  });
}

/** Deletes a blackout (404 when there is none), audited with what it was. */
export async function deleteBlackout(db: Kysely<DB>, id: number, actorId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('blackouts').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw notFound(CLOSURE_MESSAGES.notFound);
    await writeAudit(trx, { actorId, action: 'blackout.delete', entity: 'blackout', entityId: id, before: row });
  });
}
