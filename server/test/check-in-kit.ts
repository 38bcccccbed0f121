/** Check-in helpers for the server tests (issue 32; not loaded by the app). */
import type { App } from '../src/app';
import type { StoredBookingStatus } from '../src/contracts/booking-rules';
import type { Database } from '../src/db/database';
import { at, createTestRoom, setStatus, storeBooking } from './booking-kit';

/** A room of the test's own that requires check-in (set as Manage Rooms sets it, through the admin room API). */
export async function createCheckInRoom(app: App, database: Database, adminCookie: string, name: string): Promise<number> {
  const id = await createTestRoom(database, name);
  const room = await database.db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const res = await app.inject({
    method: 'PUT',
    url: `/api/admin/rooms/${id}`,
    headers: { cookie: adminCookie },
    payload: { room_name: room.room_name, block_id: room.block_id, capacity: 10, features: [], access: [], check_in_required: true },
  });
  if (res.statusCode !== 200 || res.json().room.check_in_required !== true) throw new Error(`room set-up: ${res.statusCode} ${res.body}`);
  return id;
}

/** A booking stored as it is after its decision (confirmed by default), on a campus date and times. */
export async function storedBooking(
  database: Database,
  email: string,
  roomId: number,
  date: string,
  [start, end]: [string, string],
  status: StoredBookingStatus = 'confirmed',
): Promise<number> {
  const id = await storeBooking(database, email, roomId, at(date, start), at(date, end));
  if (status !== 'pending') await setStatus(database, id, status);
  return id;
}

export const checkIn = (app: App, cookie: string, id: number | string) =>
  app.inject({ method: 'POST', url: `/api/bookings/${id}/check-in`, headers: { cookie } });

export async function statusOf(database: Database, id: number) {
  return database.db.selectFrom('bookings').select(['status', 'checked_in_at']).where('id', '=', id).executeTakeFirstOrThrow();
}
