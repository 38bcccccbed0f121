import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Namespace of the per-user waitlist locks (the bookings module uses 7_301, 7_302 and 7_304). */
const WAITLIST_USER_LOCK = 7_305;

export interface EntryRow {
  id: number;
  room_id: number;
  rooms: string;
  start_time: Date;
  end_time: Date;
  purpose: string;
  created_at: Date;
  position: number;
}

/**
 * The user's open entries whose time is ahead, soonest first, each with its place in line:
 * 1 + the open entries over an overlapping time of the room that joined before it.
 */
export function openEntriesOf(db: Db, userId: number, now: Date, ids?: readonly number[]): Promise<EntryRow[]> {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('rooms as r', 'r.id', 'w.room_id')
    .select(['w.id', 'w.room_id', 'r.room_name as rooms', 'w.start_time', 'w.end_time', 'w.purpose', 'w.created_at'])
    .select(
      sql<number>`1 + (select count(*)::int from waitlist_entries o
        where o.room_id = w.room_id and o.closed_at is null and (o.created_at, o.id) < (w.created_at, w.id)
          and tstzrange(o.start_time, o.end_time, '[)') && tstzrange(w.start_time, w.end_time, '[)'))`.as('position'),
    )
    .where('w.user_id', '=', userId)
    .where('w.closed_at', 'is', null)
    .where('w.start_time', '>', now)
    .$if(ids !== undefined, (q) => q.where('w.id', 'in', ids!))
    .orderBy('w.start_time')
    .orderBy('w.id')
    .execute();
}

/** Takes the user's waitlist lock for the rest of the transaction: their joins queue, so the limit holds under races. */
export async function lockUserWaitlist(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${WAITLIST_USER_LOCK}::int, ${userId}::int)`.execute(trx);
}

export interface NewEntry {
  room_id: number;
  user_id: number;
  start_time: Date;
  end_time: Date;
  purpose: string;
}

/** Whether the user already waits for exactly this room and time. */
export async function alreadyWaiting(trx: Transaction<DB>, entry: NewEntry): Promise<boolean> {
  const row = await trx
    .selectFrom('waitlist_entries')
    .select('id')
    .where('user_id', '=', entry.user_id)
    .where('room_id', '=', entry.room_id)
    .where('start_time', '=', entry.start_time)
    .where('end_time', '=', entry.end_time)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEntry(trx: Transaction<DB>, entry: NewEntry, now: Date): Promise<number> {
  const row = await trx
    .insertInto('waitlist_entries')
    .values({ ...entry, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user leaves one of their open waitlists; false when there is no such open entry. */
export async function withdrawEntry(db: Db, id: number, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('waitlist_entries')
    .set({ closed_at: now, outcome: 'withdrawn' })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Entries whose start has come close by themselves (the jobs run this each minute); how many closed. */
export async function closePastEntries(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('waitlist_entries')
    .set({ closed_at: now, outcome: 'expired' })
    .where('closed_at', 'is', null)
    .where('start_time', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
