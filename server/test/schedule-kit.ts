/** Helpers for this module's tests (not loaded by the app): rows stored directly, as the seed would. */
import type { App } from '../src/app';
import type { BookingStatus, NewBooking } from '../src/db/schema';
import { campusInstant } from '../src/shared/time';

const TZ = 'Asia/Kolkata';
/** A campus wall-clock time, e.g. campus('2026-03-10', '22:00'). */
export const campus = (date: string, time: string) => campusInstant(date, time, TZ);
/** The same instant as the answer writes it. */
export const wire = (date: string, time: string) => `${date}T${time}:00+05:30`;

export interface RoomSpec {
  room_name: string;
  capacity?: number | null;
  features?: string[];
  access?: string[];
  deactivated?: boolean;
}

export async function createBlock(app: App, block_name: string): Promise<number> {
  return (await app.db.insertInto('blocks').values({ block_name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function createRooms(app: App, blockId: number, specs: RoomSpec[]): Promise<number[]> {
  const rows = await app.db
    .insertInto('rooms')
    .values(
      specs.map((s) => ({
        room_name: s.room_name,
        block_id: blockId,
        capacity: s.capacity === undefined ? 10 : s.capacity,
        features: s.features ?? [],
        access: s.access ?? [],
        deactivated_at: s.deactivated ? new Date('2026-03-01T00:00:00Z') : null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function userId(app: App, email: string): Promise<number> {
  return (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** A booking from one campus wall-clock time to another. */
export async function storeBooking(
  app: App,
  booking: { room_id: number; user_id: number; from: [string, string]; to: [string, string]; status?: BookingStatus; purpose?: string },
): Promise<number> {
  const row: NewBooking = {
    room_id: booking.room_id,
    user_id: booking.user_id,
    purpose: booking.purpose ?? 'Grid test',
    start_time: campus(...booking.from),
    end_time: campus(...booking.to),
    status: booking.status ?? 'confirmed',
  };
  return (await app.db.insertInto('bookings').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function storeClosure(
  app: App,
  closure: { from: [string, string]; to: [string, string]; reason: string; block_id?: number; room_ids?: number[] },
): Promise<void> {
  const scope = closure.room_ids ? 'rooms' : closure.block_id ? 'block' : 'campus';
  await app.db
    .insertInto('blackouts')
    .values({
      starts_at: campus(...closure.from),
      ends_at: campus(...closure.to),
      scope,
      block_id: closure.block_id ?? null,
      room_ids: closure.room_ids ?? [],
      reason: closure.reason,
    })
    .execute();
}

/** GET /api/schedule with a query string. */
export const getSchedule = (app: App, cookie: string | undefined, query: string) =>
  app.inject({ method: 'GET', url: `/api/schedule?${query}`, headers: cookie ? { cookie } : {} });
