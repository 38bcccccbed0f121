import { sql, type UpdateObject } from 'kysely';
import type { BookingStatus, DB, WeeklyPatternRow } from '../../db/schema';
import type { Db } from './records';

/**
 * Every statement that writes the bookings table (and the series rows that group them).
 * Only this module calls these, inside a room transaction (room-lock.ts). Each change
 * bumps the booking's revision, so its events carry a growing number.
 */

export interface NewBookingValues {
  room_id: number;
  user_id: number;
  purpose: string;
  start_time: Date;
  end_time: Date;
  status: BookingStatus;
  recurring_booking_id?: number | null;
}

/** Inserts bookings; the exclusion constraint refuses an overlap with SQLSTATE 23P01. */
export async function insertBookings(db: Db, rows: readonly NewBookingValues[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = rows.map((r) => ({ ...r, recurring_booking_id: r.recurring_booking_id ?? null }));
  const inserted = await db.insertInto('bookings').values(values).returning('id').execute();
  return inserted.map((r) => r.id);
}

export interface BookingChanges {
  purpose: string;
  start_time: Date;
  end_time: Date;
  status: BookingStatus;
  decided_by?: number | null;
  decided_at?: Date | null;
  decision_reason?: string | null;
  /** A moved booking's earlier check-in no longer applies (issue 32). */
  checked_in_at?: Date | null;
}

// Each update below also sets updated_at (declared Generated in the schema types, so set
// through sql) and bumps the revision.

export async function updateBookingRow(db: Db, id: number, changes: BookingChanges, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ ...changes, updated_at: sql`${now}`, revision: sql`revision + 1` })
    .where('id', '=', id)
    .execute();
}

/** The booker's delete: out of their own lists, and cancelled if it held room time. */
export async function markDeletedByOwner(db: Db, id: number, status: BookingStatus, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ status, owner_deleted_at: now, updated_at: sql`${now}`, revision: sql`revision + 1` })
    .where('id', '=', id)
    .execute();
}

/** A status with who set it, when and why (a decision's record), bumping the revision. */
const decidedValues = (change: AdministratorStatus, now: Date): UpdateObject<DB, 'bookings'> => ({
  status: change.status,
  decided_by: change.actorId,
  decided_at: now,
  decision_reason: change.reason,
  updated_at: sql<Date>`${now}`,
  revision: sql<number>`revision + 1`,
});

export interface AdministratorStatus {
  status: BookingStatus;
  actorId: number;
  reason: string | null;
}

/**
 * An administrator's cancel, approve or decline of bookings, one or many (the Delete button
 * and the bulk actions): the status with who set it, when and why, as a decision is recorded.
 */
export async function setStatusAsAdministrator(db: Db, ids: readonly number[], change: AdministratorStatus, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set(decidedValues(change, now))
    .where('id', '=', sql<number>`any(${ids}::int[])`)
    .execute();
}

export interface DecisionValues {
  status: 'confirmed' | 'rejected';
  decidedBy: number;
  reason: string | null;
}

/** Records an approver's decision on a pending booking; false when it was no longer pending. */
export async function markDecided(db: Db, id: number, d: DecisionValues, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set(decidedValues({ status: d.status, actorId: d.decidedBy, reason: d.reason }, now))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface SeriesMove {
  id: number;
  start: Date;
  end: Date;
  status: BookingStatus;
}

/**
 * Moves and re-labels many bookings in one statement. A status change records who made
 * it (or clears the decision for a return to pending) and drops the old decision's reason.
 */
export async function updateSeriesBookings(db: Db, moves: readonly SeriesMove[], purpose: string, actorId: number, now: Date) {
  const ids = moves.map((m) => m.id);
  const starts = moves.map((m) => m.start.toISOString());
  const ends = moves.map((m) => m.end.toISOString());
  const statuses = moves.map((m) => m.status);
  await sql`
    update bookings as b
    set start_time = v.s, end_time = v.e, status = v.status, purpose = ${purpose}, updated_at = ${now},
        revision = b.revision + 1,
        decided_by = case when b.status = v.status then b.decided_by when v.status = 'pending' then null else ${actorId}::int end,
        decided_at = case when b.status = v.status then b.decided_at when v.status = 'pending' then null else ${now}::timestamptz end,
        decision_reason = case when b.status = v.status then b.decision_reason else null end
    from unnest(${ids}::int[], ${starts}::timestamptz[], ${ends}::timestamptz[], ${statuses}::text[]) as v(id, s, e, status)
    where b.id = v.id`.execute(db);
}

export async function deleteBookings(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('bookings').where('id', 'in', ids).execute();
}

export interface NewSeries {
  room_id: number;
  user_id: number;
  purpose: string;
  weekly_pattern: WeeklyPatternRow[];
  start_date: string;
  end_date: string;
  state: 'draft' | 'active';
  expires_at: Date | null;
  booked_by: number | null;
}

export async function insertSeries(db: Db, series: NewSeries): Promise<number> {
  const row = await db
    .insertInto('recurring_series')
    .values({ ...series, weekly_pattern: JSON.stringify(series.weekly_pattern) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Turns a draft into an active series; false when it was not (or no longer) a draft. */
export async function activateDraft(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('recurring_series')
    .set({ state: 'active', expires_at: null })
    .where('id', '=', id)
    .where('state', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateSeriesPurpose(db: Db, seriesId: number, purpose: string): Promise<void> {
  await db.updateTable('recurring_series').set({ purpose }).where('id', '=', seriesId).execute();
}

/** Drops a series row once none of its bookings is left (past ones keep it alive). */
export async function deleteSeriesIfEmpty(db: Db, seriesId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('recurring_series')
    .where('id', '=', seriesId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('bookings').select('id').where('recurring_booking_id', '=', seriesId))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Checks a confirmed booking in (issue 32); false when it was no longer confirmed or was checked in already. */
export async function markCheckedIn(db: Db, id: number, actorId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ checked_in_at: now, checked_in_by: actorId, updated_at: sql`${now}` })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('checked_in_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Releases a confirmed booking nobody checked in that started by `startedBy` (issue 32); false when another process did first or it changed. */
export async function markReleased(db: Db, id: number, startedBy: Date, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: 'released', updated_at: sql`${now}`, revision: sql`revision + 1` })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('checked_in_at', 'is', null)
    .where('start_time', '<=', startedBy)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
