import type { Kysely } from 'kysely';
import { CHECK_IN } from '../../contracts/check-in';
import type { DB } from '../../db/schema';
import { selectBookingRecords, type BookingRecord } from '../bookings';

/** How soon before its window opens the Overview shows a booking's (still disabled) Check in button. */
const SHOWN_AHEAD_MS = 60 * 60_000;

/**
 * The caller's confirmed bookings in rooms that require check-in whose window is open or
 * opens within the hour, soonest first (the Overview's "Check in" card).
 */
export function checkInDue(db: Kysely<DB>, userId: number, now: Date): Promise<BookingRecord[]> {
  const closedBefore = new Date(now.getTime() - CHECK_IN.graceMinutes * 60_000);
  const opensBy = new Date(now.getTime() + CHECK_IN.opensMinutesBefore * 60_000 + SHOWN_AHEAD_MS);
  return selectBookingRecords(db)
    .where('b.user_id', '=', userId)
    .where('b.owner_deleted_at', 'is', null)
    .where('b.status', '=', 'confirmed')
    .where('r.check_in_required', '=', true)
    .where('b.start_time', '>=', closedBefore)
    .where('b.start_time', '<=', opensBy)
    .orderBy('b.start_time')
    .orderBy('b.id')
    .limit(20)
    .execute();
}
