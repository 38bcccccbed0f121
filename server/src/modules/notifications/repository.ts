import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

export type Db = Kysely<DB> | Transaction<DB>;

/** A page of the user's notifications, newest first. */
export function pageOfNotifications(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many notifications the user has, and how many of them are unread. */
export async function countNotifications(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('notifications')
    .select([sql<number>`count(*)`.as('total'), sql<number>`count(*) filter (where read_at is null)`.as('unread')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** The ids among `ids` that are not this user's notifications (unknown, or someone else's). */
export async function foreignIds(db: Db, userId: number, ids: readonly number[]): Promise<number[]> {
  const own = await db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
  const known = new Set(own.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Marks the user's unread notifications read: those named, or all. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | 'all', now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(ids !== 'all', (q) => q.where('id', 'in', ids as number[]))
    .execute();
}

/** The unread counts of these users in one query (users with none are absent). */
export async function unreadCounts(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', sql<string>`count(*)`.as('unread')])
    .where('read_at', 'is', null)
    .where('user_id', '=', sql<number>`any(${userIds}::int[])`)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.unread)]));
}
