import { sql, type Kysely, type Transaction } from 'kysely';
import { CAPABILITIES } from '../../contracts/roles';
import type { DB } from '../../db/schema';
import { selectBookingRecords, type BookingRecord } from '../bookings';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Issue 15: an approval list never hides a pending request. Every pending one is listed,
 * whatever their number; decided ones come newest first, `history` of them (the list's
 * "older requests" control asks for more), with their total.
 */
export interface RequestListing<T> {
  rows: T[];
  historyTotal: number;
}

/** Bookings by these roles are confirmed at once, so they never were requests. */
const AUTO_CONFIRMED_ROLES: readonly string[] = CAPABILITIES.manageBookings;

/**
 * The bookings that go through approval, newest first: every pending booking, plus the
 * latest decided or withdrawn ones that were requests (someone approved or declined them,
 * or the booker is not a role whose bookings are confirmed at once).
 */
export async function listRoomRequests(db: Db, history: number): Promise<RequestListing<BookingRecord>> {
  const pending = await selectBookingRecords(db).where('b.status', '=', 'pending').orderBy('b.id', 'desc').execute();
  const decided = selectBookingRecords(db)
    .where('b.status', '!=', 'pending')
    .where((eb) =>
      eb.or([
        // A decision, not a cancel: an administrator's cancel records who cancelled too.
        eb.and([eb('b.decided_by', 'is not', null), eb('b.status', 'in', ['confirmed', 'rejected'])]),
        eb.not(eb.or(AUTO_CONFIRMED_ROLES.map((role) => eb(sql<string>`${role}`, '=', sql<string>`any(u.access)`)))),
      ]),
    );
  const shown = await decided.orderBy('b.id', 'desc').limit(history).execute();
  const total = await decided
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  // Ids grow with creation time, so id order is newest-request-first.
  return { rows: [...pending, ...shown].sort((a, b) => b.id - a.id), historyTotal: Number(total.n) };
}
