import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingStatus, DB } from '../../db/schema';

export type Db = Kysely<DB> | Transaction<DB>;

/**
 * The one row type of a booking: the stored columns every list shows, with its room,
 * block and booker. Each list is a projection of it (projections.ts).
 */
export interface BookingRecord {
  id: number;
  room_id: number;
  room_name: string;
  block_name: string;
  user_id: number;
  user_name: string;
  user_email: string;
  purpose: string;
  start_time: Date;
  end_time: Date;
  status: BookingStatus;
  recurring_booking_id: number | null;
  decision_reason: string | null;
  revision: number;
  /** The room requires check-in, and when the booking was checked in (issue 32). */
  check_in_required: boolean;
  checked_in_at: Date | null;
  /** The room is deactivated and takes no new bookings (issue 35: the lists mark it). */
  room_inactive: boolean;
}

/**
 * The base query of BookingRecord over aliases b (bookings), r (rooms), k (blocks) and
 * u (users); lists add their where, order and limit, and may select more.
 */
export function selectBookingRecords(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('rooms as r', 'r.id', 'b.room_id')
    .innerJoin('blocks as k', 'k.id', 'r.block_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.room_id',
      'r.room_name',
      'k.block_name',
      'b.user_id',
      'u.name as user_name',
      'u.email as user_email',
      'b.purpose',
      'b.start_time',
      'b.end_time',
      'b.status',
      'b.recurring_booking_id',
      'b.decision_reason',
      'b.revision',
      'r.check_in_required',
      'b.checked_in_at',
      sql<boolean>`r.deactivated_at is not null`.as('room_inactive'),
    ]);
}

/**
 * One booking by id; with `ownerId` only if that user booked it and has not deleted it;
 * with `lock` the booking row is locked until the transaction ends.
 */
export async function findBookingRecord(
  db: Db,
  id: number,
  options: { ownerId?: number; lock?: boolean } = {},
): Promise<BookingRecord | undefined> {
  let query = selectBookingRecords(db).where('b.id', '=', id);
  if (options.ownerId !== undefined) query = query.where('b.user_id', '=', options.ownerId).where('b.owner_deleted_at', 'is', null);
  if (options.lock) query = query.forUpdate('b');
  return query.executeTakeFirst();
}

/** Bookings by id, in start order (a series' changed rows, read back for their event). */
export function findBookingRecords(db: Db, ids: readonly number[]): Promise<BookingRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectBookingRecords(db).where('b.id', 'in', ids).orderBy('b.start_time').orderBy('b.id').execute();
}

/** The room a booking is in (it never changes), to take the room's lock before the row's. */
export async function roomOfBooking(db: Db, id: number, ownerId?: number): Promise<number | undefined> {
  let query = db.selectFrom('bookings').select('room_id').where('id', '=', id);
  if (ownerId !== undefined) query = query.where('user_id', '=', ownerId).where('owner_deleted_at', 'is', null);
  return (await query.executeTakeFirst())?.room_id;
}

export async function roomExists(db: Db, roomId: number): Promise<boolean> {
  const row = await db.selectFrom('rooms').select('id').where('id', '=', roomId).executeTakeFirst();
  return row !== undefined;
}

export async function findSeries(db: Db, id: number) {
  return db.selectFrom('recurring_series').selectAll().where('id', '=', id).executeTakeFirst();
}
export type SeriesRow = NonNullable<Awaited<ReturnType<typeof findSeries>>>;

/** The bookings of a series that have not ended at `now`, in start order; locked with `lock`. */
export function upcomingSeriesBookings(db: Db, seriesId: number, now: Date, lock = false): Promise<BookingRecord[]> {
  return selectBookingRecords(db)
    .where('b.recurring_booking_id', '=', seriesId)
    .where('b.end_time', '>', now)
    .orderBy('b.start_time')
    .orderBy('b.id')
    .$if(lock, (q) => q.forUpdate('b'))
    .execute();
}
