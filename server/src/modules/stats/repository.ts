import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/** What the figures cover: [from, to) in instants, campus zone, and optionally one booker, block or room. */
export interface UsageScope {
  from: Date;
  to: Date;
  tz: string;
  /** Only this user's bookings ("own" statistics). */
  userId?: number;
  blockId?: number;
  roomId?: number;
}

/** Conditions on bookings `b` for the scope's booker, block and room. */
export function scopeConditions(scope: UsageScope): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (scope.userId !== undefined) parts.push(sql`b.user_id = ${scope.userId}`);
  if (scope.roomId !== undefined) parts.push(sql`b.room_id = ${scope.roomId}`);
  if (scope.blockId !== undefined) parts.push(sql`b.room_id in (select id from rooms where block_id = ${scope.blockId})`);
  return sql.join(parts, sql` and `);
}

export interface RequestRow {
  made: number;
  approved: number;
  declined: number;
  cancelled: number;
  pending: number;
  median_seconds: number | null;
}

/**
 * Requests made in the period: bookings created in it that waited for a decision when they
 * were made (the stored `requested` flag, migration 0020), by what became of them, and the
 * median time from request to decision. One index-only walk of the partial index of
 * requests by creation (migration 0020), which carries each one's status and time to its
 * decision and the booker and room the scope may filter on.
 */
export function requestFiguresSql(scope: UsageScope): RawBuilder<RequestRow> {
  return sql<RequestRow>`
    select count(*)::int as made,
      count(*) filter (where b.status = 'confirmed')::int as approved,
      count(*) filter (where b.status = 'rejected')::int as declined,
      count(*) filter (where b.status = 'cancelled')::int as cancelled,
      count(*) filter (where b.status = 'pending')::int as pending,
      -- Null unless a confirmed or rejected booking with a decision; the median skips nulls.
      percentile_cont(0.5) within group (order by b.decision_seconds) as median_seconds
    from (
      -- In creation order, which the partial index gives for free: so the planner walks it (index-only)
      -- rather than the table, whose wide rows cost more per row than it estimates (a third more CPU).
      select b.status, b.decision_seconds from bookings b
      where b.requested and b.created_at >= ${scope.from} and b.created_at < ${scope.to} and ${scopeConditions(scope)}
      order by b.created_at
    ) b`;
}

/** The request figures alone (the statistics read them in one statement with the rest). */
export async function requestFigures(db: Kysely<DB>, scope: UsageScope): Promise<RequestRow> {
  const { rows } = await requestFiguresSql(scope).execute(db);
  const r = rows[0];
  return { ...r, median_seconds: r.median_seconds === null ? null : Number(r.median_seconds) };
}

export interface ScopeRoom {
  id: number;
  room_name: string;
  block_id: number;
  block_name: string;
}

/** The rooms a statistics page can cover, all, a block's, or one, as rows (id, room_name, block_id, block_name). */
export function roomsInScopeSql(filter: { blockId?: number; roomId?: number }): RawBuilder<ScopeRoom> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.blockId !== undefined) parts.push(sql`r.block_id = ${filter.blockId}`);
  if (filter.roomId !== undefined) parts.push(sql`r.id = ${filter.roomId}`);
  return sql<ScopeRoom>`
    select r.id, r.room_name, r.block_id, bl.block_name from rooms r join blocks bl on bl.id = r.block_id
    where ${sql.join(parts, sql` and `)}`;
}

export async function findBlock(db: Kysely<DB>, id: number) {
  return db.selectFrom('blocks').select(['id', 'block_name']).where('id', '=', id).executeTakeFirst();
}

export async function findRoomBlock(db: Kysely<DB>, id: number) {
  return db.selectFrom('rooms').select(['id', 'block_id']).where('id', '=', id).executeTakeFirst();
}
