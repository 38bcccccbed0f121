import { sql, type RawBuilder } from 'kysely';
import type { Db } from './records';

/*
 * The one reading of "is this room closed then": a blackout closes a room when its range
 * overlaps the time ([start, end), so touching does not count) and its scope takes the room
 * — the whole campus, the room's block (as the room stands now), or a list naming it.
 * Blackouts are few (a campus has tens a year), so these read them through the range index.
 * The closure rules live here, in the bookings module, which every booking write goes through
 * (docs/decisions/0091); the blackouts module only creates, lists and deletes blackouts.
 */

/** SQL true when blackout `c` takes the room `room` of block `block` (column expressions). */
export const takesRoom = (room: RawBuilder<number>, block: RawBuilder<number>) =>
  sql<boolean>`(c.scope = 'campus' or (c.scope = 'block' and c.block_id = ${block}) or (c.scope = 'rooms' and ${room} = any(c.room_ids)))`;

type Moment = Date | RawBuilder<unknown>;

/** SQL true when blackout `c` closes the room `room` of block `block` during any part of [from, to). */
export const closesRoom = (room: RawBuilder<number>, block: RawBuilder<number>, from: Moment, to: Moment) =>
  sql<boolean>`tstzrange(c.starts_at, c.ends_at, '[)') && tstzrange(${from}, ${to}, '[)') and ${takesRoom(room, block)}`;

/**
 * The reason of the first (by start, then id) blackout closing `room` (of `block`) during any
 * part of [from, to), or no row when none does; for free-room search.
 */
export const firstClosureReason = (room: RawBuilder<number>, block: RawBuilder<number>, from: Date, to: Date) => sql<{ reason: string }>`
  select c.reason from blackouts c
  where ${closesRoom(room, block, from, to)}
  order by c.starts_at, c.id limit 1`;

/** A blackout that overlaps range number `index` of the ranges asked about. */
export interface ClosureHit {
  index: number;
  id: number;
  reason: string;
  starts_at: Date;
  ends_at: Date;
}

/** Every blackout closing the room during any of the ranges, ordered by range then start. */
export async function findClosures(db: Db, roomId: number, ranges: readonly { start: Date; end: Date }[]): Promise<ClosureHit[]> {
  if (ranges.length === 0) return [];
  const starts = ranges.map((r) => r.start.toISOString());
  const ends = ranges.map((r) => r.end.toISOString());
  const { rows } = await sql<ClosureHit>`
    select (o.n - 1)::int as "index", c.id, c.reason, c.starts_at, c.ends_at
    from rooms r
    cross join unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality as o(s, e, n)
    join blackouts c on ${closesRoom(sql`r.id`, sql`r.block_id`, sql`o.s`, sql`o.e`)}
    where r.id = ${roomId}
    order by o.n, c.starts_at, c.id`.execute(db);
  return rows;
}

export interface ClosedSlotRow {
  room_id: number;
  starts_at: Date;
  ends_at: Date;
  reason: string;
}

/**
 * The closures over each of the rooms overlapping [from, to), for the timeline, as rows
 * (room_id, id, starts_at, ends_at, reason) to order by room, start and id. A fragment, so the
 * availability answer reads them in its one statement.
 */
export const closedSlotsSql = (roomIds: readonly number[], from: Date, to: Date) => sql<ClosedSlotRow & { id: number }>`
  select r.id as room_id, c.id, c.starts_at, c.ends_at, c.reason
  from rooms r
  join blackouts c on ${closesRoom(sql`r.id`, sql`r.block_id`, from, to)}
  where r.id = any(${[...roomIds]}::int[])`;
