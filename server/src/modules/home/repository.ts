import { sql, type Kysely } from 'kysely';
import type { BookingStatus, DB } from '../../db/schema';

/** Statuses of a booking that holds (or held) its room. */
const LIVE: BookingStatus[] = ['pending', 'confirmed'];

export async function countBookings(db: Kysely<DB>, userId: number, now: Date): Promise<{ total: number; upcoming: number }> {
  const row = await db
    .selectFrom('bookings')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where start_time > ${now})`.as('upcoming'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'in', LIVE)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), upcoming: Number(row.upcoming) };
}

export interface PastBookingRow {
  id: number;
  room_name: string;
  purpose: string;
  start_time: Date;
  end_time: Date;
  status: BookingStatus;
}

/** The user's bookings that ended by `now` (but those they deleted), most recent first. */
export function findPastBookings(db: Kysely<DB>, userId: number, now: Date, limit: number): Promise<PastBookingRow[]> {
  return db
    .selectFrom('bookings')
    .innerJoin('rooms', 'rooms.id', 'bookings.room_id')
    .select(['bookings.id', 'rooms.room_name', 'bookings.purpose', 'bookings.start_time', 'bookings.end_time', 'bookings.status'])
    .where('bookings.user_id', '=', userId)
    .where('bookings.owner_deleted_at', 'is', null)
    .where('bookings.end_time', '<=', now)
    .orderBy('bookings.end_time', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(limit)
    .execute();
}
