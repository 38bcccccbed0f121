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
    .select(['a.id', 'a.action', 'a.before', 'a.after', 'a.created_at', 'a.actor_id', 'u.name as actor'])
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
  const madeFor = rows.map((r, k) => (MAKING.has(r.action) ? snapshots[k].after?.user_id : undefined));
  const bookers = await namesOf(
    db,
    madeFor.filter((id, k) => id !== rows[k].actor_id),
  );
  return rows.map((r, k) => ({
    id: r.id,
    at: toCampusIso(r.created_at, tz),
    actor: r.actor,
    // Booked on someone's behalf (issue 35): "Booked for <booker>", by the administrator.
    action: `${actionWords(r.action, snapshots[k].after?.status)}${forWhom(bookers, madeFor[k], r.actor_id)}`,
    changes: r.action.startsWith('recurring.') ? [] : changesOf(snapshots[k].before, snapshots[k].after, rooms, tz),
  }));
}

/** The audit actions that make a booking or a series; their snapshot's user_id is whose it is. */
const MAKING = new Set(['booking.create', 'recurring.draft', 'recurring.create', 'recurring.confirm']);

async function namesOf(db: Kysely<DB>, ids: readonly (number | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', sql<number>`any(${wanted}::int[])`)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const forWhom = (names: ReadonlyMap<number, string>, bookerId: number | undefined, actorId: number | null) =>
  bookerId !== undefined && bookerId !== actorId && names.has(bookerId) ? ` for ${names.get(bookerId)}` : '';
