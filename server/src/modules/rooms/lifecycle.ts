import type { Kysely } from 'kysely';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-rules';
import { BULK_ACTION_MAX } from '../../contracts/bulk-actions';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { writeRoom } from '../bookings';
import { findRoom, type RoomRecord } from './repository';

/** A room's retirement and return (issue 15), each audited in the transaction that makes it. */

export type RoomStateChange = { kind: 'changed'; room: RoomRecord } | { kind: 'not-found' } | { kind: 'unchanged'; room: RoomRecord };

/**
 * Sets or clears deactivated_at under the room's lock, the one every booking writer takes
 * before it reads the room's state: a booking either committed before the deactivation (and
 * is listed as upcoming) or waits for it and is refused.
 */
export function setRoomActive(db: Kysely<DB>, actorId: number, id: number, active: boolean, now: Date): Promise<RoomStateChange> {
  const noOverlap = () => Promise.reject(new Error('a room state change writes no booking'));
  return writeRoom(
    db,
    id,
    async (trx) => {
      const row = await trx.selectFrom('rooms').select(['id', 'deactivated_at']).where('id', '=', id).executeTakeFirst();
      if (!row) return { kind: 'not-found' } as const;
      if ((row.deactivated_at === null) === active) return { kind: 'unchanged', room: (await findRoom(trx, id))! } as const;
      await trx
        .updateTable('rooms')
        .set({ deactivated_at: active ? null : now })
        .where('id', '=', id)
        .execute();
      await writeAudit(trx, {
        actorId,
        action: active ? 'room.reactivate' : 'room.deactivate',
        entity: 'room',
        entityId: id,
        before: { deactivated_at: row.deactivated_at },
        after: { deactivated_at: active ? null : now },
      });
      return { kind: 'changed', room: (await findRoom(trx, id))! } as const;
    },
    noOverlap,
  );
}

const UPCOMING_SHOWN = 100;

function upcoming(db: Kysely<DB>, roomId: number, now: Date) {
  return db
    .selectFrom('bookings')
    .where('bookings.room_id', '=', roomId)
    .where('bookings.status', 'in', [...LIVE_BOOKING_STATUSES])
    .where('bookings.end_time', '>', now);
}

/** The room's pending or confirmed bookings that have not ended: the first 100, soonest first, and how many in all. */
export async function upcomingBookingsOfRoom(db: Kysely<DB>, roomId: number, now: Date) {
  const [rows, count] = await Promise.all([
    upcoming(db, roomId, now)
      .innerJoin('rooms', 'rooms.id', 'bookings.room_id')
      .select(['bookings.id', 'rooms.room_name', 'bookings.start_time', 'bookings.end_time', 'bookings.status', 'bookings.purpose'])
      .orderBy('bookings.start_time')
      .orderBy('bookings.id')
      .limit(UPCOMING_SHOWN)
      .execute(),
    upcoming(db, roomId, now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Ids of those bookings, as many as one bulk action takes. */
export async function upcomingBookingIdsOfRoom(db: Kysely<DB>, roomId: number, now: Date): Promise<number[]> {
  const rows = await upcoming(db, roomId, now).select('bookings.id').orderBy('bookings.start_time').limit(BULK_ACTION_MAX).execute();
  return rows.map((r) => r.id);
}
