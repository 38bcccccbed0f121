import { sql } from 'kysely';
import { liveLiterals } from './clash';
import { closesRoom } from './closed';
import { CLOSURES_LOCK } from './closures';
import type { Db } from './records';

/**
 * The set-based check of many bookings at once (an import, issue 31): clashes within the
 * batch, with the live bookings already stored and with closures, a few thousand bookings
 * per query instead of a query per booking.
 */

/** A booking a batch asks for: a room, a booker and a time. */
export interface BatchBooking {
  room_id: number;
  user_id: number;
  purpose: string;
  start: Date;
  end: Date;
}

/** Why booking number `index` of the batch cannot be written: its first obstacle. */
export type BatchConflict =
  | { index: number; cause: 'booked'; start_time: Date; end_time: Date; user_name: string; purpose: string }
  | { index: number; cause: 'batch'; other: number }
  | { index: number; cause: 'closed'; reason: string; starts_at: Date; ends_at: Date };

export interface BatchCheck {
  /** Bookings stored already as asked (same room, start, end and booker, live): nothing to write. */
  same: Set<number>;
  /** At most one conflict per booking, in index order. */
  conflicts: BatchConflict[];
}

/** Bookings per query: a few arrays of this length per statement. */
export const BATCH_CHUNK = 5_000;

const overlaps = (a: BatchBooking, b: BatchBooking) => a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/**
 * Overlaps inside the batch: in each room, of two overlapping bookings the one asked for
 * first (lower index) stands and the other conflicts with it. A sweep by start finds the
 * groups of overlapping bookings; only inside a group are indexes compared.
 */
export function clashesWithinBatch(items: readonly BatchBooking[], candidates: readonly number[]): BatchConflict[] {
  const order = [...candidates].sort(
    (a, b) => items[a].room_id - items[b].room_id || items[a].start.getTime() - items[b].start.getTime() || a - b,
  );
  const conflicts: BatchConflict[] = [];
  const settle = (group: number[]) => {
    if (group.length < 2) return;
    const standing: number[] = [];
    for (const index of [...group].sort((a, b) => a - b)) {
      const other = standing.find((s) => overlaps(items[s], items[index]));
      if (other === undefined) standing.push(index);
      else conflicts.push({ index, cause: 'batch', other });
    }
  };
  let group: number[] = [];
  let groupEnd = -Infinity;
  let groupRoom = -1;
  for (const index of order) {
    const item = items[index];
    if (item.room_id !== groupRoom || item.start.getTime() >= groupEnd) {
      settle(group);
      group = [];
      groupEnd = -Infinity;
      groupRoom = item.room_id;
    }
    group.push(index);
    groupEnd = Math.max(groupEnd, item.end.getTime());
  }
  settle(group);
  return conflicts;
}

interface StoredClash {
  index: number;
  user_id: number;
  start_time: Date;
  end_time: Date;
  purpose: string;
  user_name: string;
}

/** Bookings of the batch as a query sends them: rooms, and the instants as ISO text, made once for every query. */
interface Chunk {
  rooms: number[];
  starts: string[];
  ends: string[];
}

/** The chunk as rows o(room, s, e, n) of a query, n counting from 1. */
const asRows = (chunk: Chunk) =>
  sql`unnest(${chunk.rooms}::int[], ${chunk.starts}::timestamptz[], ${chunk.ends}::timestamptz[]) with ordinality as o(room, s, e, n)`;

/** The live bookings overlapping each of the chunk's bookings (index into the chunk), over the overlap guard's index. */
async function storedClashes(db: Db, chunk: Chunk): Promise<StoredClash[]> {
  const { rows } = await sql<StoredClash>`
    select (o.n - 1)::int as "index", b.user_id, b.start_time, b.end_time, b.purpose, u.name as user_name
    from ${asRows(chunk)}
    join bookings b
      on b.room_id = o.room
      and b.status in (${liveLiterals})
      and tstzrange(b.start_time, b.end_time, '[)') && tstzrange(o.s, o.e, '[)')
    join users u on u.id = b.user_id
    order by o.n, b.start_time, b.id`.execute(db);
  return rows;
}

interface ClosureClash {
  index: number;
  reason: string;
  starts_at: Date;
  ends_at: Date;
}

/** The closures over each of the chunk's bookings (closed.ts decides what a closure takes). */
async function closureClashes(db: Db, chunk: Chunk): Promise<ClosureClash[]> {
  const { rows } = await sql<ClosureClash>`
    select (o.n - 1)::int as "index", c.reason, c.starts_at, c.ends_at
    from ${asRows(chunk)}
    join rooms r on r.id = o.room
    join blackouts c on ${closesRoom(sql`r.id`, sql`r.block_id`, sql`o.s`, sql`o.e`)}
    order by o.n, c.starts_at, c.id`.execute(db);
  return rows;
}

/** Runs `query` over the indexes in chunks, giving each result's index back in the batch's numbering. */
async function inChunks<R extends { index: number }>(
  all: Chunk,
  indexes: readonly number[],
  query: (chunk: Chunk) => Promise<R[]>,
  progress: (done: number) => void,
): Promise<R[]> {
  const found: R[] = [];
  for (let i = 0; i < indexes.length; i += BATCH_CHUNK) {
    const part = indexes.slice(i, i + BATCH_CHUNK);
    const chunk = { rooms: part.map((k) => all.rooms[k]), starts: part.map((k) => all.starts[k]), ends: part.map((k) => all.ends[k]) };
    for (const row of await query(chunk)) found.push({ ...row, index: part[row.index] });
    progress(Math.min(i + BATCH_CHUNK, indexes.length));
  }
  return found;
}

/**
 * Checks a batch against itself, the stored live bookings and the closures. Called inside the
 * rooms' transaction (after their locks) it is the check the write relies on, and it takes
 * the closures lock shared as every booking write does; outside one (a dry run) it reads
 * without locks and writes nothing. `progress` hears how many bookings were checked of all.
 */
export async function checkBatch(
  db: Db,
  items: readonly BatchBooking[],
  options: { locked: boolean; progress?: (done: number, total: number) => void },
): Promise<BatchCheck> {
  const total = items.length * 2;
  const progress = (done: number) => options.progress?.(done, total);
  const all = items.map((_, index) => index);
  const conflicts = new Map<number, BatchConflict>(clashesWithinBatch(items, all).map((c) => [c.index, c]));
  const same = new Set<number>();
  const open = all.filter((index) => !conflicts.has(index));
  const sent: Chunk = {
    rooms: items.map((i) => i.room_id),
    starts: items.map((i) => i.start.toISOString()),
    ends: items.map((i) => i.end.toISOString()),
  };
  const stored = await inChunks(sent, open, (chunk) => storedClashes(db, chunk), progress);
  for (const clash of stored) {
    const item = items[clash.index];
    const isSame =
      clash.user_id === item.user_id &&
      clash.start_time.getTime() === item.start.getTime() &&
      clash.end_time.getTime() === item.end.getTime();
    if (isSame) same.add(clash.index);
    else if (!conflicts.has(clash.index)) conflicts.set(clash.index, { cause: 'booked', ...clash });
  }
  // A booking stored as asked is unchanged, whatever else overlaps it (nothing can: the overlap guard).
  for (const index of same) conflicts.delete(index);
  if (options.locked) await sql`select pg_advisory_xact_lock_shared(${CLOSURES_LOCK}::int, 0)`.execute(db);
  const unclosed = open.filter((index) => !same.has(index) && !conflicts.has(index));
  const closed = await inChunks(
    sent,
    unclosed,
    (chunk) => closureClashes(db, chunk),
    (done) => progress(items.length + done),
  );
  for (const hit of closed) if (!conflicts.has(hit.index)) conflicts.set(hit.index, { cause: 'closed', ...hit });
  progress(total);
  return { same, conflicts: [...conflicts.values()].sort((a, b) => a.index - b.index) };
}
