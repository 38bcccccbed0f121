import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LIVE_STATUSES, selectBookingDetails, type BookingDetailRow } from '../../shared/bookings';

/** Every room with its block, ordered by block then room name. */
export function listRooms(db: Kysely<DB>) {
  return db
    .selectFrom('rooms')
    .innerJoin('blocks', 'blocks.id', 'rooms.block_id')
    .select(['rooms.id', 'rooms.room_name', 'rooms.block_id', 'blocks.block_name', 'rooms.capacity', 'rooms.image', 'rooms.features', 'rooms.access'])
    .orderBy('blocks.block_name')
    .orderBy('rooms.room_name')
    .orderBy('rooms.id')
    .execute();
}

/** The ids among `ids` that name no room. */
export async function missingRoomIds(db: Kysely<DB>, ids: readonly number[]): Promise<number[]> {
  const found = await db.selectFrom('rooms').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Live (pending or confirmed) bookings of the rooms overlapping [from, to), with their bookers. */
export function bookedSlots(db: Kysely<DB>, roomIds: readonly number[], from: Date, to: Date) {
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id', 'bookings.room_id', 'bookings.start_time', 'bookings.end_time', 'bookings.purpose', 'bookings.status',
      'users.name', 'users.email',
    ])
    .where('bookings.room_id', 'in', roomIds)
    .where('bookings.status', 'in', LIVE_STATUSES)
    .where('bookings.start_time', '<', to)
    .where('bookings.end_time', '>', from)
    .orderBy('bookings.room_id')
    .orderBy('bookings.start_time')
    .execute();
}

/** The user's own bookings in every status but those they deleted, latest start first. */
export function listOwnBookings(db: Kysely<DB>, userId: number): Promise<BookingDetailRow[]> {
  return selectBookingDetails(db)
    .where('bookings.user_id', '=', userId)
    .where('bookings.owner_deleted_at', 'is', null)
    .orderBy('bookings.start_time', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute();
}
