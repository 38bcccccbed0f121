import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';

// Issue 15: one counter per user over every booking, request and decision write, kept in
// the database (plugins/rate-limit.ts). The tests' config turns it off; this file sets 3.
let ctx: TestContext;
let room: number;
beforeAll(async () => {
  ctx = await createTestApp({ config: { writeRateLimit: 3 } });
  room = await createTestRoom(ctx.database, 'Rate Room');
});
afterAll(() => ctx.close());

const slot = (hour: number) => ({
  room_id: room,
  start_time: at('2026-03-10', `${hour}:00`),
  end_time: at('2026-03-10', `${hour}:30`),
  purpose: `Slot at ${hour}`,
});

describe('the per-user write limit', () => {
  it('answers 429 with Retry-After once a user has made 3 writes in a minute, across write routes; others are unaffected', async () => {
    const faculty = await loginAs(ctx.app, DEMO.faculty);
    const first = await bookRoom(ctx.app, faculty, slot(10));
    expect(first.statusCode).toBe(201);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/faculty/bookings/${first.json().booking.id}`,
      headers: { cookie: faculty },
    });
    expect(del.statusCode).toBe(200);
    expect((await bookRoom(ctx.app, faculty, slot(11))).statusCode).toBe(201);

    const limited = await bookRoom(ctx.app, faculty, slot(12));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^You are making changes too quickly\. Please wait .+ and try again\.$/);
    const stored = await ctx.database.db
      .selectFrom('bookings')
      .select('id')
      .where('room_id', '=', room)
      .where('purpose', '=', 'Slot at 12')
      .execute();
    expect(stored).toHaveLength(0);

    // Reads are not limited, and another user has a counter of their own.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/faculty/bookings', headers: { cookie: faculty } })).statusCode).toBe(200);
    const clubs = await loginAs(ctx.app, DEMO.clubs);
    expect((await bookRoom(ctx.app, clubs, slot(13))).statusCode).toBe(201);
  });

  it('counts guest-house requests too: the fourth filing in a minute is 429 and is not stored', async () => {
    const igh = await loginAs(ctx.app, DEMO.igh);
    const file = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/igh/booking_requests',
        headers: { cookie: igh },
        payload: {
          customer_name: `Rate guest ${n}`,
          age: 40,
          relation_with_student: 'Uncle',
          check_in: '2026-03-10',
          check_out: '2026-03-11',
        },
      });
    for (let n = 1; n <= 3; n++) expect((await file(n)).statusCode).toBe(201);
    const limited = await file(4);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await ctx.database.db.selectFrom('igh_requests').select('id').where('customer_name', '=', 'Rate guest 4').execute();
    expect(stored).toHaveLength(0);
  });

  it('a new window opens after a minute', async () => {
    const dean = await loginAs(ctx.app, DEMO.dean);
    const decide = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/room_booking/grant_approval',
        headers: { cookie: dean },
        payload: { request_id: 999999, status: 'approved' },
      });
    for (let i = 0; i < 3; i++) expect((await decide()).statusCode).toBe(404);
    expect((await decide()).statusCode).toBe(429);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 61_000);
    expect((await decide()).statusCode).toBe(404);
  });
});
