import { createTestApp, DEMO, type TestContext } from '../../../test/helpers';
import { HttpError } from '../errors';
import { insertBooking, withOverlapGuard } from '.';

jest.setTimeout(60_000);

// These writes skip the pre-check and the room lock on purpose: the database's
// exclusion constraint alone must refuse the overlap, and the guard must answer 409.
let ctx: TestContext;
let userId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  userId = (await ctx.database.db.selectFrom('users').select('id').where('email', '=', DEMO.faculty).executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const tz = 'Asia/Kolkata';
async function createTestRoom(database: TestContext['database'], name: string): Promise<number> {
  const block = await database.db.selectFrom('blocks').select('id').orderBy('id').executeTakeFirstOrThrow();
  const row = await database.db.insertInto('rooms').values({ room_name: name, block_id: block.id }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
const range = (roomId: number) => ({ roomId, start: new Date('2026-03-20T05:30:00Z'), end: new Date('2026-03-20T06:30:00Z') });
const insertRaw = (roomId: number, purpose: string) =>
  withOverlapGuard({ db: ctx.database.db, tz, range: range(roomId) }, () =>
    ctx.database.db.transaction().execute((trx) =>
      insertBooking(trx, { room_id: roomId, user_id: userId, purpose, start_time: range(roomId).start, end_time: range(roomId).end, status: 'pending' }),
    ),
  );

describe('withOverlapGuard', () => {
  it('turns the exclusion constraint (23P01) into a 409 naming the booking that holds the time', async () => {
    const room = await createTestRoom(ctx.database, 'Guard Room');
    await insertRaw(room, 'Holder');
    const error = await insertRaw(room, 'Latecomer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 409,
      message: 'This room is already booked from 11:00 to 12:00 on Fri, Mar 20, 2026 for "Holder".',
      details: { clash: { start_time: '2026-03-20T11:00:00+05:30', end_time: '2026-03-20T12:00:00+05:30', purpose: 'Holder' } },
    });
  });

  it('lets exactly one of 30 racing unchecked inserts win; the rest get 409 (23P01 or 40P01)', async () => {
    const room = await createTestRoom(ctx.database, 'Guard Race Room');
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => insertRaw(room, `Racer ${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(409);
    }
    const rows = await ctx.database.db.selectFrom('bookings').select('id').where('room_id', '=', room).execute();
    expect(rows).toHaveLength(1);
  });

  it('passes other errors through unchanged', async () => {
    const boom = new Error('not an overlap');
    await expect(withOverlapGuard({ db: ctx.database.db, tz, range: () => undefined }, async () => { throw boom; })).rejects.toBe(boom);
  });
});
