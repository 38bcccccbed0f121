import type { NewBooking } from '../../db/schema';
import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string, email?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: email ? { cookie: await loginAs(ctx.app, email) } : {} });

const userId = async (email: string) =>
  (await ctx.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const HOUR = 3600_000;
const at = (hoursFromNow: number) => new Date(TEST_NOW.getTime() + hoursFromNow * HOUR);

/** A room of the test's own, so inserted bookings never clash with seeded ones. */
async function ownRoom(name: string): Promise<number> {
  const block = await ctx.app.db.selectFrom('blocks').select('id').executeTakeFirstOrThrow();
  const room = await ctx.app.db
    .insertInto('rooms')
    .values({ room_name: name, block_id: block.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return room.id;
}

describe('GET /api/stats', () => {
  it('answers 401 without a session', async () => {
    const res = await get('/api/stats');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it("counts the seeded faculty member's bookings as My Bookings lists them, and the live ones still to start", async () => {
    const id = await userId(DEMO.faculty);
    const rows = await ctx.app.db.selectFrom('bookings').select(['status', 'start_time']).where('user_id', '=', id).execute();
    const live = rows.filter((b) => b.status === 'pending' || b.status === 'confirmed');
    // Issue 35: the total matches My Bookings (every status), not only the live ones.
    const expected = { scope: 'own', total: rows.length, upcoming: live.filter((b) => b.start_time > TEST_NOW).length };
    expect(expected.upcoming).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(live.length); // the seed also has rejected and cancelled ones
    const own = await get('/api/faculty/bookings', DEMO.faculty);
    expect(own.json().bookings).toHaveLength(expected.total);

    const res = await get('/api/stats', DEMO.faculty);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('counts exactly: every status in the total, only live ones still to start as upcoming', async () => {
    const room = await ownRoom('Stats Test Room');
    const dean = await userId(DEMO.dean);
    const b = (from: number, to: number, status: NewBooking['status']): NewBooking => ({
      room_id: room,
      user_id: dean,
      purpose: `${status} ${from}`,
      start_time: at(from),
      end_time: at(to),
      status,
    });
    await ctx.app.db
      .insertInto('bookings')
      .values([
        b(-50, -49, 'confirmed'),
        b(-48, -47, 'pending'),
        b(-46, -45, 'cancelled'),
        b(-44, -43, 'rejected'),
        b(-0.5, 0.5, 'confirmed'), // in progress now
        b(24, 25, 'pending'),
        b(26, 27, 'confirmed'),
        b(28, 29, 'cancelled'),
        b(30, 31, 'rejected'),
      ])
      .execute();
    const res = await get('/api/stats', DEMO.dean);
    expect(res.json()).toMatchObject({ scope: 'own', total: 9, upcoming: 2 });
  });

  it('gives zeros to a user without bookings', async () => {
    const res = await get('/api/stats', DEMO.igh);
    expect(res.json()).toMatchObject({ total: 0, upcoming: 0 });
  });

  it('tells those who decide how many requests wait for them, and nobody else', async () => {
    // Issue 35: a request that has begun (or whose check-in day is over) waits for nobody: it has expired.
    const pendingBookings = await ctx.app.db
      .selectFrom('bookings')
      .select('id')
      .where('status', '=', 'pending')
      .where('start_time', '>', TEST_NOW)
      .execute();
    const pendingGuests = await ctx.app.db
      .selectFrom('igh_requests')
      .select('id')
      .where('status', '=', 'pending')
      .where('check_in', '>=', '2026-03-04')
      .execute();
    expect(pendingBookings.length).toBeGreaterThan(0);
    expect(pendingGuests.length).toBeGreaterThan(0);
    const stats = async (email: string) => (await get('/api/stats', email)).json();

    expect(await stats(DEMO.dean)).toEqual(expect.objectContaining({ pendingRoomRequests: pendingBookings.length }));
    expect(await stats(DEMO.dean)).not.toHaveProperty('pendingGuestHouseRequests');
    expect(await stats(DEMO.igh)).toEqual({ scope: 'own', total: 0, upcoming: 0, pendingGuestHouseRequests: pendingGuests.length });
    expect(await stats(DEMO.superAdmin)).toEqual(
      expect.objectContaining({ pendingRoomRequests: pendingBookings.length, pendingGuestHouseRequests: pendingGuests.length }),
    );
    for (const email of [DEMO.faculty, DEMO.clubs, DEMO.rbAdmin]) {
      expect(Object.keys(await stats(email)).sort()).toEqual(['scope', 'total', 'upcoming']);
    }
  });

  it('counts every booking on campus for those who manage bookings, as "across all rooms" says (issue 35)', async () => {
    const all = await ctx.app.db.selectFrom('bookings').select(['status', 'start_time']).execute();
    const upcoming = all.filter((b) => ['pending', 'confirmed'].includes(b.status) && b.start_time > TEST_NOW).length;
    for (const email of [DEMO.rbAdmin, DEMO.superAdmin]) {
      expect((await get('/api/stats', email)).json()).toMatchObject({ scope: 'campus', total: all.length, upcoming });
    }
  });
});

describe('GET /api/faculty/pastbookings', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/faculty/pastbookings')).statusCode).toBe(401);
  });

  it('lists only ended bookings of the user, newest first, confirmed ones as completed, times in campus time', async () => {
    const res = await get('/api/faculty/pastbookings', DEMO.dean);
    expect(res.statusCode).toBe(200);
    const { bookings } = res.json();
    expect(bookings.map((x: { purpose: string; status: string }) => [x.purpose, x.status])).toEqual([
      ['rejected -44', 'rejected'],
      ['cancelled -46', 'cancelled'],
      ['pending -48', 'pending'],
      ['confirmed -50', 'completed'],
    ]);
    expect(bookings[0]).toEqual({
      id: expect.any(Number),
      rooms: 'Stats Test Room',
      purpose: 'rejected -44',
      status: 'rejected',
      start_time: '2026-03-02T13:30:00+05:30',
      end_time: '2026-03-02T14:30:00+05:30',
    });
  });

  it("never shows another user's bookings and matches the seeded past bookings", async () => {
    const id = await userId(DEMO.faculty);
    const ended = await ctx.app.db
      .selectFrom('bookings')
      .select('id')
      .where('user_id', '=', id)
      .where('end_time', '<=', TEST_NOW)
      .orderBy('end_time', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    const res = await get('/api/faculty/pastbookings', DEMO.faculty);
    const ids = res.json().bookings.map((x: { id: number }) => x.id);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids).toEqual(ended.map((x) => x.id));
  });

  it('leaves out bookings their booker deleted (deleted while upcoming, since ended)', async () => {
    const room = await ownRoom('Deleted Past Room');
    const clubs = await userId(DEMO.clubs);
    const [kept, deleted] = await ctx.app.db
      .insertInto('bookings')
      .values([
        { room_id: room, user_id: clubs, purpose: 'kept', start_time: at(-6), end_time: at(-5), status: 'confirmed' },
        {
          room_id: room,
          user_id: clubs,
          purpose: 'deleted',
          start_time: at(-4),
          end_time: at(-3),
          status: 'cancelled',
          owner_deleted_at: at(-30),
        },
      ])
      .returning('id')
      .execute();
    const ids = (await get('/api/faculty/pastbookings', DEMO.clubs)).json().bookings.map((x: { id: number }) => x.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(deleted.id);
  });

  it('returns at most the 50 most recent', async () => {
    const room = await ownRoom('Cap Test Room');
    const igh = await userId(DEMO.igh);
    const rows: NewBooking[] = Array.from({ length: 60 }, (_, i) => ({
      room_id: room,
      user_id: igh,
      purpose: `past ${i}`,
      start_time: at(-2 * i - 2),
      end_time: at(-2 * i - 1),
      status: 'confirmed',
    }));
    await ctx.app.db.insertInto('bookings').values(rows).execute();
    const { bookings } = (await get('/api/faculty/pastbookings', DEMO.igh)).json();
    expect(bookings).toHaveLength(50);
    expect(bookings[0].purpose).toBe('past 0');
    expect(bookings[49].purpose).toBe('past 49');
  });
});
