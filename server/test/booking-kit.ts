/** Book a Room helpers for the server tests (not loaded by the app). */
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import type { StoredBookingStatus } from '../src/contracts/booking-rules';

/** A campus (IST) wall-clock time on the wire, e.g. at('2026-03-06', '10:00'). */
export const at = (date: string, time: string) => `${date}T${time}:00+05:30`;

/** A room of the test's own, so seeded bookings never get in the way. */
export async function createTestRoom(database: Database, name: string): Promise<number> {
  const block = await database.db.selectFrom('blocks').select('id').orderBy('id').executeTakeFirstOrThrow();
  const room = await database.db
    .insertInto('rooms')
    .values({ room_name: name, block_id: block.id, capacity: 10, image: null, features: [], access: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return room.id;
}

export function bookRoom(app: App, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/faculty/bookroom', headers: { cookie }, payload });
}

export async function bookingsOfRoom(database: Database, roomId: number) {
  return database.db.selectFrom('bookings').selectAll().where('room_id', '=', roomId).orderBy('id').execute();
}

export async function auditOf(database: Database, bookingId: number) {
  return database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'booking')
    .where('entity_id', '=', String(bookingId))
    .orderBy('id')
    .execute();
}

export async function setStatus(database: Database, bookingId: number, status: StoredBookingStatus) {
  await database.db.updateTable('bookings').set({ status }).where('id', '=', bookingId).execute();
}

/** Stores a booking directly (e.g. one that has already started), as the seed would. */
export async function storeBooking(
  database: Database,
  email: string,
  roomId: number,
  start: string,
  end: string,
  purpose = 'Stored directly',
) {
  const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const row = await database.db
    .insertInto('bookings')
    .values({ room_id: roomId, user_id: user.id, purpose, start_time: start, end_time: end, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
