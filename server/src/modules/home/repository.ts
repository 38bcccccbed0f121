import { sql, type Kysely } from 'kysely';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-rules';
import type { DB } from '../../db/schema';
import { selectBookingRecords, type BookingRecord } from '../bookings';

/**
 * Issue 35: the Overview's totals — with a user, theirs in every status but those they deleted
 * (what My Bookings lists); without, every booking on campus. Upcoming: those of them that
 * hold a room and have not started.
 */
export async function countBookings(db: Kysely<DB>, userId: number | null, now: Date): Promise<{ total: number; upcoming: number }> {
  const live = sql.join(LIVE_BOOKING_STATUSES.map((s) => sql.lit(s)));
  const row = await db
    .selectFrom('bookings')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where start_time > ${now} and status in (${live}))`.as('upcoming'),
    ])
    .$if(userId !== null, (q) => q.where('user_id', '=', userId!).where('owner_deleted_at', 'is', null))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), upcoming: Number(row.upcoming) };
}

/**
 * Room requests waiting for a dean: every pending booking that has not started (docs/decisions/0031-overview.md;
 * one that has is expired, issue 35, even before the sweep stores it so).
 */
export async function countPendingRoomRequests(db: Kysely<DB>, now: Date): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', 'pending')
    .where('start_time', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Guest-house requests waiting for the operator: pending ones whose check-in day (`today` or later) has not passed. */
export async function countPendingGuestHouseRequests(db: Kysely<DB>, today: string): Promise<number> {
  const row = await db
    .selectFrom('igh_requests')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', 'pending')
    .where('check_in', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's bookings that ended by `now` (but those they deleted), most recent first. */
export function findPastBookings(db: Kysely<DB>, userId: number, now: Date, limit: number): Promise<BookingRecord[]> {
  return selectBookingRecords(db)
    .where('b.user_id', '=', userId)
    .where('b.owner_deleted_at', 'is', null)
    .where('b.end_time', '<=', now)
    .orderBy('b.end_time', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}
