import type { Kysely } from 'kysely';
import type { BookingStatus, DB } from '../src/db/schema';
import { campusInstant } from '../src/shared/time';
import type { TestContext } from './helpers';

const TZ = 'Asia/Kolkata';

/** A room of its own, so a test sees only the bookings it makes. */
export async function freshRoom(db: Kysely<DB>, name = `Recurring test room ${Math.random().toString(36).slice(2, 8)}`): Promise<number> {
  const block = await db.selectFrom('blocks').select('id').orderBy('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('rooms').values({ room_name: name, block_id: block.id }).returning('id').executeTakeFirstOrThrow();
  return room.id;
}

/** Stores a booking directly (test setup), at campus wall-clock times. */
export async function storeBooking(
  db: Kysely<DB>,
  b: { roomId: number; email: string; date: string; start: string; end: string; purpose: string; status?: BookingStatus },
): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('email', '=', b.email).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('bookings')
    .values({
      room_id: b.roomId,
      user_id: user.id,
      purpose: b.purpose,
      status: b.status ?? 'confirmed',
      start_time: campusInstant(b.date, b.start, TZ),
      end_time: campusInstant(b.date, b.end, TZ),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seriesBookings(db: Kysely<DB>, seriesId: number) {
  return db
    .selectFrom('bookings')
    .select(['id', 'start_time', 'end_time', 'status', 'purpose'])
    .where('recurring_booking_id', '=', seriesId)
    .orderBy('start_time')
    .execute();
}

export async function countRows(db: Kysely<DB>, table: 'bookings' | 'recurring_series' | 'audit_log'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function poster(ctx: TestContext) {
  return (url: string, cookie: string, payload: unknown, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A valid request body; tests override what they exercise. */
export const recurringBody = (roomId: number, overrides: Record<string, unknown> = {}) => ({
  rooms: [roomId],
  purpose: 'Weekly lab meeting',
  weekly_pattern: [{ day_of_week: 1, start_time: '09:00', end_time: '10:00' }],
  start_date: '2026-03-09',
  end_date: '2026-03-30',
  ...overrides,
});
