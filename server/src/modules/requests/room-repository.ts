import { sql, type Kysely, type Transaction } from 'kysely';
import { CAPABILITIES } from '../../contracts/roles';
import type { Decision } from '../../contracts/requests';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** How many decided requests the list carries; every pending one is always listed. */
export const HISTORY_CAP = 500;
/** A ceiling on pending rows too, so one answer never grows without bound. */
export const PENDING_CAP = 1000;

/** Bookings by these roles are confirmed at once, so they never were requests. */
const AUTO_CONFIRMED_ROLES: readonly string[] = CAPABILITIES.manageBookings;

function requestRows(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('rooms as r', 'r.id', 'b.room_id')
    .select(['b.id', 'u.name', 'u.email', 'b.start_time', 'b.end_time', 'r.room_name', 'b.purpose', 'b.status']);
}

export type RoomRequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

/**
 * The bookings that go through approval, newest first: every pending booking, plus the
 * latest decided or withdrawn ones that were requests (a dean decided them, or the
 * booker is not a role whose bookings are confirmed at once).
 */
export async function listRoomRequests(db: Db): Promise<RoomRequestRow[]> {
  const pending = await requestRows(db).where('b.status', '=', 'pending').orderBy('b.id', 'desc').limit(PENDING_CAP).execute();
  const history = await requestRows(db)
    .where('b.status', '!=', 'pending')
    .where((eb) =>
      eb.or([
        eb('b.decided_by', 'is not', null),
        eb.not(eb.or(AUTO_CONFIRMED_ROLES.map((role) => eb(sql<string>`${role}`, '=', sql<string>`any(u.access)`)))),
      ]),
    )
    .orderBy('b.id', 'desc')
    .limit(HISTORY_CAP)
    .execute();
  // Ids grow with creation time, so id order is newest-request-first.
  return [...pending, ...history].sort((a, b) => b.id - a.id);
}

export async function findRoomRequest(db: Db, id: number): Promise<RoomRequestRow | undefined> {
  return requestRows(db).where('b.id', '=', id).executeTakeFirst();
}

/** Decides a booking only while it is still pending; undefined when it was not. */
export async function markBookingDecided(
  trx: Transaction<DB>,
  { id, decision, actorId, now }: { id: number; decision: Decision; actorId: number; now: Date },
) {
  return trx
    .updateTable('bookings')
    // updated_at is declared Generated in the schema types, so it is set through sql.
    .set({ status: decision === 'approved' ? 'confirmed' : 'rejected', decided_by: actorId, decided_at: now, updated_at: sql`${now}` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['status', 'decided_by', 'decided_at'])
    .executeTakeFirst();
}

export async function bookingStatus(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}
