import { sql } from 'kysely';
import { createTestApp, DEMO, type TestContext } from '../../../test/helpers';
import { HttpError } from '../../shared/errors';
import { clashAnswer } from './clash';
import { isOverlapError } from './room-lock';
import { insertBookings } from './writes';

// These writes skip the clash check and the room lock on purpose: the database's
// exclusion constraint alone must refuse the overlap, and the answer must be a 409.
let ctx: TestContext;
let userId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  userId = (await ctx.database.db.selectFrom('users').select('id').where('email', '=', DEMO.faculty).executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const tz = 'Asia/Kolkata';
async function createTestRoom(name: string): Promise<number> {
  const block = await ctx.database.db.selectFrom('blocks').select('id').orderBy('id').executeTakeFirstOrThrow();
  return (
    await ctx.database.db.insertInto('rooms').values({ room_name: name, block_id: block.id }).returning('id').executeTakeFirstOrThrow()
  ).id;
}
const range = { start: new Date('2026-03-20T05:30:00Z'), end: new Date('2026-03-20T06:30:00Z') };
/** An insert without lock or check; a refusal becomes the 409 every write path gives. */
async function insertRaw(roomId: number, purpose: string) {
  try {
    await ctx.database.db
      .transaction()
      .execute((trx) =>
        insertBookings(trx, [
          { room_id: roomId, user_id: userId, purpose, start_time: range.start, end_time: range.end, status: 'pending' },
        ]),
      );
  } catch (error) {
    if (!isOverlapError(error)) throw error;
    throw await clashAnswer(ctx.database.db, roomId, range, tz);
  }
}

describe('the exclusion constraint behind every write path', () => {
  it('refuses an overlap (23P01), answered as a 409 naming the booking that holds the time', async () => {
    const room = await createTestRoom('Guard Room');
    await insertRaw(room, 'Holder');
    const error = await insertRaw(room, 'Latecomer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 409,
      message: 'This room is already booked from 11:00 AM to 12:00 PM on Fri, Mar 20, 2026 for "Holder".',
      details: { clash: { start_time: '2026-03-20T11:00:00+05:30', end_time: '2026-03-20T12:00:00+05:30', purpose: 'Holder' } },
    });
  });

  it('lets exactly one of 30 racing unchecked inserts win; the rest get 409 (23P01 or 40P01)', async () => {
    const room = await createTestRoom('Guard Race Room');
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => insertRaw(room, `Racer ${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(409);
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from bookings where room_id = ${room}`.execute(ctx.database.db);
    expect(rows[0].n).toBe(1);
  });

  it('answers the fallback 409 when the winner can no longer be seen', async () => {
    const room = await createTestRoom('Guard Empty Room');
    await expect(clashAnswer(ctx.database.db, room, range, tz)).resolves.toMatchObject({
      statusCode: 409,
      message: 'This room is already booked for that time.',
    });
  });
});
