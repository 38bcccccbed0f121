import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type HttpError, PG, pgCode } from '../../shared/errors';

/** Namespace of the room locks (the first key of pg_advisory_xact_lock(int, int)). */
const ROOM_LOCK_NAMESPACE = 7_301;

/** True for the database's refusal of an overlap: the exclusion constraint, or a deadlock between racing writers. */
export function isOverlapError(error: unknown): boolean {
  const code = pgCode(error);
  return code === PG.exclusionViolation || code === PG.deadlock;
}

/**
 * The one way to write a room's bookings: a transaction that first takes the room's
 * advisory lock, so writers of one room (single bookings, series, edits, decisions,
 * cancels) queue behind each other and each sees the previous winner in its clash check.
 * Without it, racing inserts of overlapping ranges deadlock inside the exclusion
 * constraint, which PostgreSQL resolves only after deadlock_timeout (a second each).
 * The room lock comes before any row lock, always, so two writers never wait on each
 * other in opposite order. The constraint stays the last word: should it refuse the
 * write anyway (23P01, or 40P01), `onOverlap` gives the 409 to answer instead.
 */
export function writeRoom<T>(
  db: Kysely<DB>,
  roomId: number,
  work: (trx: Transaction<DB>) => Promise<T>,
  onOverlap: () => Promise<HttpError>,
): Promise<T> {
  return writeRooms(db, [roomId], work, onOverlap);
}

/**
 * writeRoom for a change across many rooms (a bulk action): the rooms' locks are taken in
 * ascending room id, one statement, so two such writers never wait on each other in
 * opposite order; a single-room writer holds only one room lock and cannot close a cycle.
 */
export async function writeRooms<T>(
  db: Kysely<DB>,
  roomIds: readonly number[],
  work: (trx: Transaction<DB>) => Promise<T>,
  onOverlap: () => Promise<HttpError>,
): Promise<T> {
  const ordered = [...new Set(roomIds)].sort((a, b) => a - b);
  try {
    return await db.transaction().execute(async (trx) => {
      // unnest yields the array's order, and the locks are taken row by row in it.
      await sql`select pg_advisory_xact_lock(${ROOM_LOCK_NAMESPACE}::int, r) from unnest(${ordered}::int[]) as r`.execute(trx);
      return work(trx);
    });
  } catch (error) {
    if (!isOverlapError(error)) throw error;
    throw await onOverlap();
  }
}
