import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The session rows' SQL (DESIGN.md §3): the cookie's token is never stored, only its keyed hash. */

export interface SessionTimes {
  now: Date;
  /** A session unused this long has ended (SESSION_IDLE_MINUTES). */
  idleMs: number;
}

/** The signed-in user of a live session: not revoked, not expired, not idle, the user not deactivated. */
export function findLiveSession(db: Kysely<DB>, id: string, { now, idleMs }: SessionTimes) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.access', 'users.picture', 'sessions.last_seen_at'])
    .where('sessions.id', '=', id)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', new Date(now.getTime() - idleMs))
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Which of these sessions may still hold a notification stream: not revoked, not expired, the
 * user not deactivated (a stream ends when its session does; issue 36).
 */
export async function liveSessionIds(db: Kysely<DB>, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', 'in', [...ids])
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.deactivated_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function touchSession(db: Kysely<DB>, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function insertSession(db: Kysely<DB>, row: { id: string; userId: number; now: Date; expires: Date }): Promise<void> {
  await db.insertInto('sessions').values({ id: row.id, user_id: row.userId, last_seen_at: row.now, expires_at: row.expires }).execute();
}

export async function revokeSession(db: Kysely<DB>, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a user (sign out everywhere, deactivation); returns how many were live. */
export async function revokeUserSessions(db: Kysely<DB>, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the rows of sessions that have ended (revoked, expired or idle): nothing can use them again. */
export async function purgeEndedSessions(db: Kysely<DB>, { now, idleMs }: SessionTimes): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', now), eb('last_seen_at', '<=', new Date(now.getTime() - idleMs))]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
