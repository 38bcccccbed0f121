import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingStatus, DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Statuses that hold a room's time (the exclusion constraint's predicate). */
export const LIVE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/** A booking with its room's name and its booker, as every booking list needs it. */
export interface BookingDetailRow {
  id: number;
  room_id: number;
  room_name: string;
  user_id: number;
  user_name: string;
  user_email: string;
  purpose: string;
  start_time: Date;
  end_time: Date;
  status: BookingStatus;
  recurring_booking_id: number | null;
}

/** The base query of BookingDetailRow; callers add where/order/limit. */
export function selectBookingDetails(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('rooms', 'rooms.id', 'bookings.room_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.room_id',
      'rooms.room_name',
      'bookings.user_id',
      'users.name as user_name',
      'users.email as user_email',
      'bookings.purpose',
      'bookings.start_time',
      'bookings.end_time',
      'bookings.status',
      'bookings.recurring_booking_id',
    ]);
}

/**
 * One booking by id; with `ownerId` only if that user booked it and has not deleted it;
 * with `lock` the booking row is locked until the transaction ends (use inside a transaction).
 */
export async function findBookingDetail(
  db: Db,
  id: number,
  options: { ownerId?: number; lock?: boolean } = {},
): Promise<BookingDetailRow | undefined> {
  let query = selectBookingDetails(db).where('bookings.id', '=', id);
  if (options.ownerId !== undefined) {
    query = query.where('bookings.user_id', '=', options.ownerId).where('bookings.owner_deleted_at', 'is', null);
  }
  if (options.lock) query = query.forUpdate('bookings');
  return query.executeTakeFirst();
}

export interface ClashRow {
  id: number;
  start_time: Date;
  end_time: Date;
  purpose: string;
}

/** The earliest live booking of the room overlapping [start, end), other than `excludeId`. */
export async function findClash(
  db: Db,
  range: { roomId: number; start: Date; end: Date; excludeId?: number },
): Promise<ClashRow | undefined> {
  let query = db
    .selectFrom('bookings')
    .select(['id', 'start_time', 'end_time', 'purpose'])
    .where('room_id', '=', range.roomId)
    .where('status', 'in', LIVE_STATUSES)
    .where('start_time', '<', range.end)
    .where('end_time', '>', range.start);
  if (range.excludeId !== undefined) query = query.where('id', '!=', range.excludeId);
  return query.orderBy('start_time').limit(1).executeTakeFirst();
}

export async function roomExists(db: Db, roomId: number): Promise<boolean> {
  const row = await db.selectFrom('rooms').select('id').where('id', '=', roomId).executeTakeFirst();
  return row !== undefined;
}

export interface NewBookingValues {
  room_id: number;
  user_id: number;
  purpose: string;
  start_time: Date;
  end_time: Date;
  status: BookingStatus;
  recurring_booking_id?: number | null;
}

/** Inserts a booking; the exclusion constraint refuses an overlap with SQLSTATE 23P01. */
export async function insertBooking(db: Db, values: NewBookingValues): Promise<number> {
  const row = await db
    .insertInto('bookings')
    .values({ ...values, recurring_booking_id: values.recurring_booking_id ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface BookingChanges {
  purpose: string;
  start_time: Date;
  end_time: Date;
  status: BookingStatus;
  decided_by?: number | null;
  decided_at?: Date | null;
}

/** The booker's delete: out of their own lists, and cancelled if it held room time. */
export async function markDeletedByOwner(db: Db, id: number, status: BookingStatus, now: Date): Promise<void> {
  await db.updateTable('bookings').set({ status, owner_deleted_at: now, updated_at: sql`${now}` }).where('id', '=', id).execute();
}

export async function updateBookingRow(db: Db, id: number, changes: BookingChanges, now: Date): Promise<void> {
  // updated_at is declared Generated in the schema types, so it is set through sql.
  await db.updateTable('bookings').set({ ...changes, updated_at: sql`${now}` }).where('id', '=', id).execute();
}

/** Namespace of the advisory locks below (the first key of pg_advisory_xact_lock(int, int)). */
const ROOM_LOCK_NAMESPACE = 7_301;

/**
 * Queues writers of one room's bookings behind each other until their transactions end.
 * Without it, racing inserts of overlapping ranges deadlock inside the exclusion
 * constraint (PostgreSQL resolves that only after deadlock_timeout, a second each); with
 * it, each writer's pre-check sees the previous winner. The constraint stays the last word.
 */
export async function lockRoomBookings(trx: Transaction<DB>, roomId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ROOM_LOCK_NAMESPACE}::int, ${roomId}::int)`.execute(trx);
}
