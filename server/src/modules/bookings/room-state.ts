import { mayBookRoom, ROOM_STATE_MESSAGES } from '../../contracts/room-access';
import { conflict, forbidden } from '../../shared/errors';
import type { Db } from './records';

/**
 * Whether a room takes this booking (issue 15): a deactivated room takes none — not from
 * administrators either, who reactivate it first — and a room's access types admit only
 * the roles that give one of them (administrators always). Checked inside the room
 * transaction, after the room lock, so a deactivation that committed first is seen.
 * `booker` is whose booking it is (a series' owner, not the super_admin confirming it);
 * null skips the access check (an approval decides the request as it was made).
 */
export async function assertRoomTakesBooking(db: Db, roomId: number, booker: { access: readonly string[] } | null): Promise<void> {
  const room = await db.selectFrom('rooms').select(['room_name', 'access', 'deactivated_at']).where('id', '=', roomId).executeTakeFirst();
  if (!room) return; // callers have answered an unknown room already
  if (room.deactivated_at) throw conflict(ROOM_STATE_MESSAGES.deactivated(room.room_name));
  if (booker && !mayBookRoom(booker.access, room.access)) throw forbidden(ROOM_STATE_MESSAGES.reservedFor(room.access));
}
