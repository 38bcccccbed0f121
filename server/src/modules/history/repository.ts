import { sql, type Kysely } from 'kysely';
import { can } from '../../contracts/roles';
import type { HistoryEntry } from '../../contracts/history';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { toCampusIso } from '../../shared/time';
import { actionWords } from './actions';
import { changesOf, type Snapshot } from './changes';

/**
 * The booking if `user` may read its history (issue 35): its booker, administrators, and — for
 * a booking that went through approval — those who decide room requests. Otherwise undefined,
 * which the route answers as 404, so a stranger learns nothing of it.
 */
export async function visibleBooking(db: Kysely<DB>, id: number, user: SessionUser) {
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'user_id', 'recurring_booking_id', 'requested'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!booking) return undefined;
  const may = booking.user_id === user.id || can(user.access, 'manageBookings') || (booking.requested && can(user.access, 'approveRooms'));
  return may ? booking : undefined;
}

/** Every audit row of the booking and of its series, oldest first, in words. */
export async function readHistory(
  db: Kysely<DB>,
  booking: { id: number; recurring_booking_id: number | null },
  tz: string,
): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.before', 'a.after', 'a.created_at', 'u.name as actor'])
    .where((eb) =>
      eb.or([
        eb.and([eb('a.entity', '=', 'booking'), eb('a.entity_id', '=', String(booking.id))]),
        ...(booking.recurring_booking_id === null
          ? []
          : [eb.and([eb('a.entity', '=', 'recurring_series'), eb('a.entity_id', '=', String(booking.recurring_booking_id))])]),
      ]),
    )
    .orderBy('a.id')
    .execute();
  const snapshots = rows.map((r) => ({ before: r.before as Snapshot | null, after: r.after as Snapshot | null }));
  const roomIds = [
    ...new Set(snapshots.flatMap((s) => [s.before?.room_id, s.after?.room_id]).filter((x): x is number => typeof x === 'number')),
  ];
  const rooms = new Map(
    roomIds.length
      ? (
          await db
            .selectFrom('rooms')
            .select(['id', 'room_name'])
            .where('id', '=', sql<number>`any(${roomIds}::int[])`)
            .execute()
        ).map((r) => [r.id, r.room_name] as const)
      : [],
  );
  return rows.map((r, k) => ({
    id: r.id,
    at: toCampusIso(r.created_at, tz),
    actor: r.actor,
    action: actionWords(r.action, snapshots[k].after?.status),
    changes: r.action.startsWith('recurring.') ? [] : changesOf(snapshots[k].before, snapshots[k].after, rooms, tz),
  }));
}
