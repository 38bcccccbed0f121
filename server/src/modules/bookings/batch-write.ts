import { sql, type Transaction } from 'kysely';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-rules';
import { BOOKING_ANSWERS } from '../../contracts/booking-messages';
import type { DB } from '../../db/schema';
import { conflict } from '../../shared/errors';
import { campusDate, toCampusIso } from '../../shared/time';
import { recordEvents } from '../events';
import { EVENT_VERSION, type BookingEventKind, type EventDraft, type ImportSummary } from '../events';
import { BATCH_CHUNK, checkBatch, type BatchBooking, type BatchCheck } from './batch-check';
import type { BookingContext } from './context';
import { audienceOf } from './events';
import type { Db } from './records';
import { writeRooms } from './room-lock';
import { setStatusAsAdministrator } from './writes';

/**
 * The set-based writer of an import (issue 31): many confirmed bookings in one transaction,
 * under the locks of every room they take, checked in bulk (batch-check.ts), inserted a few
 * thousand per statement, each with its audit row (written by the database from the rows
 * themselves), and each booker told once with a summary event — not once per booking. Undo
 * cancels them the same way.
 */

export interface BatchWriteRequest {
  items: readonly BatchBooking[];
  /**
   * Sees the check made under the locks. It throws to write nothing (the transaction rolls
   * back), or stores what the batch belongs to (the import) and returns its id: the
   * conflicting bookings are then left out and the rest written.
   */
  accept(trx: Transaction<DB>, check: BatchCheck): Promise<number>;
  progress?(phase: 'checking' | 'writing', done: number, total: number): void;
}

export interface BatchWriteResult {
  importId: number;
  check: BatchCheck;
  created: number;
}

/** Inserts a chunk of confirmed bookings of an import (the exclusion constraint still guards each). */
async function insertChunk(trx: Transaction<DB>, chunk: readonly BatchBooking[], importId: number): Promise<void> {
  await sql`
    insert into bookings (room_id, user_id, purpose, start_time, end_time, status, import_id)
    select v.room_id, v.user_id, v.purpose, v.s, v.e, 'confirmed', ${importId}::int
    from unnest(${chunk.map((c) => c.room_id)}::int[], ${chunk.map((c) => c.user_id)}::int[], ${chunk.map((c) => c.purpose)}::text[],
                ${chunk.map((c) => c.start.toISOString())}::timestamptz[], ${chunk.map((c) => c.end.toISOString())}::timestamptz[])
      as v(room_id, user_id, purpose, s, e)`.execute(trx);
}

/**
 * A booking's audit snapshot (projections.ts `toAuditSnapshot`: its stored columns, times as
 * UTC ISO text) built by the database from the row `b`, so an import's audit rows never pass
 * through the server's memory. batch-write.test.ts holds the two to the same shape.
 */
const snapshotOf = sql`jsonb_build_object('id', b.id, 'room_id', b.room_id, 'user_id', b.user_id, 'purpose', b.purpose,
  'start_time', to_char(b.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'end_time', to_char(b.end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'status', b.status, 'recurring_booking_id', b.recurring_booking_id)`;

/** Each booker's share of the bookings `where` selects (alias b): how many, when, where. */
async function bookerSummaries(db: Db, where: ReturnType<typeof sql>, tz: string) {
  const { rows } = await sql<{ user_id: number; name: string; email: string; count: number; first: Date; last: Date; rooms: string[] }>`
    select b.user_id, u.name, u.email, count(*)::int as count, min(b.start_time) as first, max(b.start_time) as last,
      array_agg(distinct r.room_name || ' (' || k.block_name || ')') as rooms
    from bookings b join users u on u.id = b.user_id join rooms r on r.id = b.room_id join blocks k on k.id = r.block_id
    where ${where}
    group by b.user_id, u.name, u.email
    order by b.user_id`.execute(db);
  return rows.map((r) => ({
    owner: { id: r.user_id, name: r.name, email: r.email },
    count: r.count,
    first_date: campusDate(r.first, tz),
    last_date: campusDate(r.last, tz),
    rooms: [...r.rooms].sort((a, b) => a.localeCompare(b)),
  }));
}

/** The outbox rows telling each booker what the import did to their bookings (one event each). */
async function tellBookers(
  trx: Transaction<DB>,
  ctx: BookingContext,
  change: { kind: BookingEventKind; importId: number; importDate: string; reason: string | null; where: ReturnType<typeof sql> },
) {
  const { actor, now, tz } = ctx;
  const at = toCampusIso(now, tz);
  const by = { id: actor.id, name: actor.name, email: actor.email };
  const drafts = (await bookerSummaries(trx, change.where, tz)).map(({ owner, ...counts }): EventDraft => {
    const summary: ImportSummary = { import_id: change.importId, import_date: change.importDate, ...counts };
    const audience = audienceOf(actor.id, owner.id, 'confirmed');
    const told = { owner, audience, link: '/faculty/bookings', reason: change.reason, series: null, bookings: [], summary };
    return {
      entity: 'import',
      entityId: change.importId,
      payload: { version: EVENT_VERSION, kind: change.kind, at, tz, actor: by, ...told },
    };
  });
  await recordEvents(trx, drafts, now);
}

/**
 * Writes an import's bookings: locks their rooms (ascending, as every multi-room writer),
 * checks the batch under the locks, lets `accept` refuse or store the import, inserts the
 * bookings not stored already and not in conflict, then their audit rows and one
 * `import.booked` event per booker. All in one transaction: a failure anywhere leaves nothing.
 */
export async function writeBatch(ctx: BookingContext, request: BatchWriteRequest): Promise<BatchWriteResult> {
  const { items } = request;
  return writeRooms(
    ctx.db,
    items.map((item) => item.room_id),
    async (trx) => {
      const check = await checkBatch(trx, items, { locked: true, progress: (d, t) => request.progress?.('checking', d, t) });
      const importId = await request.accept(trx, check);
      const skipped = new Set(check.conflicts.map((c) => c.index));
      const fresh = items.filter((_, index) => !check.same.has(index) && !skipped.has(index));
      for (let i = 0; i < fresh.length; i += BATCH_CHUNK) {
        await insertChunk(trx, fresh.slice(i, i + BATCH_CHUNK), importId);
        request.progress?.('writing', Math.min(i + BATCH_CHUNK, fresh.length), fresh.length);
      }
      await sql`
        insert into audit_log (actor_id, action, entity, entity_id, after)
        select ${ctx.actor.id}::int, 'booking.import', 'booking', b.id::text, ${snapshotOf} || jsonb_build_object('import_id', b.import_id)
        from bookings b where b.import_id = ${importId}::int`.execute(trx);
      const importDate = campusDate(ctx.now, ctx.tz);
      await tellBookers(trx, ctx, {
        kind: 'import.booked',
        importId,
        importDate,
        reason: null,
        where: sql`b.import_id = ${importId}::int`,
      });
      return { importId, check, created: fresh.length };
    },
    async () => conflict(BOOKING_ANSWERS.clashFallback),
  );
}

export interface BatchCancelResult {
  cancelled: number;
  /** The import's bookings left as they are: started already, or no longer live. */
  started: number;
  notLive: number;
}

const liveStatuses = [...LIVE_BOOKING_STATUSES];

/**
 * Undo of an import's bookings: cancels those that have not started and still hold their
 * room, under their rooms' locks, each with its audit row, and tells each booker once
 * (`import.cancelled`, with `reason`). `accept` runs first in the transaction (it marks the
 * import undone, or throws to change nothing).
 */
export async function cancelBatch(
  ctx: BookingContext,
  target: { importId: number; importDate: string; reason: string },
  accept: (trx: Transaction<DB>) => Promise<void>,
): Promise<BatchCancelResult> {
  const { db, now, actor } = ctx;
  const { importId } = target;
  const ofImport = db.selectFrom('bookings').where('import_id', '=', importId);
  const rooms = await ofImport.select('room_id').distinct().where('status', 'in', liveStatuses).where('start_time', '>', now).execute();
  return writeRooms(
    db,
    rooms.map((r) => r.room_id),
    async (trx) => {
      await accept(trx);
      const rows = await trx
        .selectFrom('bookings')
        .select(['id', 'status', 'start_time'])
        .where('import_id', '=', importId)
        .orderBy('id')
        .forUpdate()
        .execute();
      const live = rows.filter((r) => liveStatuses.includes(r.status));
      const cancel = live.filter((r) => r.start_time.getTime() > now.getTime());
      const ids = cancel.map((r) => r.id);
      await setStatusAsAdministrator(trx, ids, { status: 'cancelled', actorId: actor.id, reason: target.reason }, now);
      await sql`
        insert into audit_log (actor_id, action, entity, entity_id, before, after)
        select ${actor.id}::int, 'booking.import_undo', 'booking', b.id::text,
          ${snapshotOf} || jsonb_build_object('status', t.status), ${snapshotOf} || jsonb_build_object('import_id', b.import_id)
        from bookings b join unnest(${ids}::int[], ${cancel.map((r) => r.status)}::text[]) as t(id, status) on t.id = b.id`.execute(trx);
      const where = sql`b.id = any(${ids}::int[])`;
      await tellBookers(trx, ctx, { kind: 'import.cancelled', importId, importDate: target.importDate, reason: target.reason, where });
      return { cancelled: ids.length, started: live.length - ids.length, notLive: rows.length - live.length };
    },
    async () => conflict(BOOKING_ANSWERS.clashFallback),
  );
}
