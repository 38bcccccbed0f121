import { at, bookingsOfRoom, createTestRoom } from '../../../test/booking-kit';
import { storedBooking } from '../../../test/check-in-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { watch } from '../../../test/notifications-kit';
import { cancelOwn, joinWaitlist, myWaitlist } from '../../../test/waitlist-kit';
import { WAITLIST_MESSAGES as M } from '../../contracts/waitlist-rules';
import { runAttendanceJobs } from '../attendance/jobs';

/** The waitlist (issue 32) on a room of its own; TEST_NOW is Wed 4 Mar 2026, 09:30 campus time. */
let ctx: TestContext;
let faculty: string;
let clubs: string;
let admin: string;
let room: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [faculty, clubs, admin] = await Promise.all([DEMO.faculty, DEMO.clubs, DEMO.rbAdmin].map((e) => loginAs(ctx.app, e)));
  room = await createTestRoom(ctx.database, 'Seminar Room 2');
});
afterAll(() => ctx.close());

let nextDay = 0;
const nextDate = () => `2026-03-${String(10 + nextDay++).padStart(2, '0')}`;
/** A confirmed booking of the faculty member holding 10:00–11:00 (or `times`) of a fresh day. */
async function taken(times: [string, string] = ['10:00', '11:00']) {
  const date = nextDate();
  return { date, id: await storedBooking(ctx.database, DEMO.faculty, room, date, times) };
}
const liveIn = async (date: string) =>
  (await bookingsOfRoom(ctx.database, room)).filter(
    (b) =>
      ['pending', 'confirmed'].includes(b.status) &&
      b.start_time.getTime() >= Date.parse(at(date, '00:00')) &&
      b.start_time.getTime() < Date.parse(at(date, '23:59')),
  );

describe('POST /api/waitlist', () => {
  it('joins a taken slot, answers the place in line, and refuses bad input with 400 or 409', async () => {
    const { date } = await taken();
    const joined = await joinWaitlist(ctx.app, clubs, room, date, ['10:00', '11:00'], { purpose: 'Club meeting' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().entry).toMatchObject({ room_id: room, rooms: 'Seminar Room 2', purpose: 'Club meeting', position: 1 });
    expect((await joinWaitlist(ctx.app, clubs, room, date, ['10:00', '11:00'])).json()).toEqual({ message: M.already });
    const free = await joinWaitlist(ctx.app, clubs, room, date, ['12:00', '13:00']);
    expect([free.statusCode, free.json().message]).toEqual([409, M.roomFree]);
    for (const [start, end] of [
      ['10:10', '11:00'],
      ['08:00', '09:00'],
      ['11:00', '10:00'],
    ] as [string, string][])
      expect((await joinWaitlist(ctx.app, clubs, room, date, [start, end])).statusCode).toBe(400);
    expect((await joinWaitlist(ctx.app, clubs, room, '2026-03-02', ['10:00', '11:00'])).statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: clubs },
      payload: { room_id: room, start_time: 'soon', end_time: 'later' },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await joinWaitlist(ctx.app, clubs, 2147483647, date, ['10:00', '11:00'])).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/waitlist/abc', headers: { cookie: clubs } })).statusCode).toBe(400);
    await ctx.app.inject({ method: 'DELETE', url: `/api/waitlist/${joined.json().entry.id}`, headers: { cookie: clubs } });
  });

  it("holds at most 5 open entries per user; leaving one makes room, and nobody leaves another user's", async () => {
    const days = [];
    for (let i = 0; i < 6; i++) days.push((await taken()).date);
    const ids = [];
    for (const date of days.slice(0, 5)) ids.push((await joinWaitlist(ctx.app, admin, room, date, ['10:00', '11:00'])).json().entry.id);
    const sixth = await joinWaitlist(ctx.app, admin, room, days[5], ['10:00', '11:00']);
    expect([sixth.statusCode, sixth.json().message]).toEqual([409, M.tooMany]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/waitlist/${ids[0]}`, headers: { cookie: clubs } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/waitlist/${ids[0]}`, headers: { cookie: admin } })).json()).toEqual({
      message: M.left,
    });
    expect((await joinWaitlist(ctx.app, admin, room, days[5], ['10:00', '11:00'])).statusCode).toBe(201);
    expect((await myWaitlist(ctx.app, admin)).length).toBe(5);
    // Leave them all, so the other tests start with an empty list.
    for (const entry of await myWaitlist(ctx.app, admin))
      await ctx.app.inject({ method: 'DELETE', url: `/api/waitlist/${entry.id}`, headers: { cookie: admin } });
  });
});

describe('when the time frees', () => {
  it('the first in line gets the booking as their role books it and is told; the next stays in line', async () => {
    const { date, id } = await taken();
    await joinWaitlist(ctx.app, clubs, room, date, ['10:00', '11:00']);
    await joinWaitlist(ctx.app, admin, room, date, ['10:00', '11:00']);
    expect((await myWaitlist(ctx.app, admin)).map((e) => e.position)).toEqual([2]);
    const { result, told } = await watch(ctx, () => cancelOwn(ctx.app, faculty, id));
    expect(result.statusCode).toBe(200);
    const [granted] = await liveIn(date);
    expect(granted).toMatchObject({ status: 'pending', user_id: expect.any(Number) });
    const day = new Date(`${date}T00:00:00Z`).toUTCString().slice(0, 3);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: DEMO.clubs,
          kind: 'booking.waitlisted',
          body: `You got Seminar Room 2, ${day}, Mar ${date.slice(8)}, ${date.slice(0, 4)}, 10:00 AM – 11:00 AM from the waitlist; the request waits for approval.`,
        }),
        expect.objectContaining({ email: DEMO.dean, kind: 'booking.requested' }),
      ]),
    );
    expect(await myWaitlist(ctx.app, clubs)).toEqual([]);
    expect((await myWaitlist(ctx.app, admin)).map((e) => e.position)).toEqual([1]);
    // The clubs' request declined: the admin, next in line, gets it confirmed.
    const decline = await ctx.app.inject({
      method: 'POST',
      url: '/api/room_booking/grant_approval',
      headers: { cookie: await loginAs(ctx.app, DEMO.dean) },
      payload: { request_id: granted.id, status: 'rejected' },
    });
    expect(decline.statusCode).toBe(200);
    expect((await liveIn(date)).map((b) => b.status)).toEqual(['confirmed']);
    expect(await myWaitlist(ctx.app, admin)).toEqual([]);
  });

  it('skips a first in line whose booking now breaks a rule (their policy); the next gets it and they stay', async () => {
    const { date, id } = await taken();
    await joinWaitlist(ctx.app, clubs, room, date, ['10:00', '11:00']);
    await joinWaitlist(ctx.app, admin, room, date, ['10:00', '11:00']);
    await ctx.database.db.updateTable('booking_policies').set({ max_pending: 0 }).where('role', '=', 'rb_clubs').execute();
    try {
      expect((await cancelOwn(ctx.app, faculty, id)).statusCode).toBe(200);
    } finally {
      await ctx.database.db.updateTable('booking_policies').set({ max_pending: 100 }).where('role', '=', 'rb_clubs').execute();
    }
    const live = await liveIn(date);
    expect(live.map((b) => b.status)).toEqual(['confirmed']);
    expect((await myWaitlist(ctx.app, clubs)).map((e) => e.start_time)).toEqual([at(date, '10:00')]);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${(await myWaitlist(ctx.app, clubs))[0].id}`,
      headers: { cookie: clubs },
    });
  });

  it('makes one booking, never two, when two cancellations free the same time at once', async () => {
    const { date, id } = await taken();
    await joinWaitlist(ctx.app, clubs, room, date, ['10:00', '11:00']);
    const [own, byAdmin] = await Promise.all([
      cancelOwn(ctx.app, faculty, id),
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: { cookie: admin } }),
    ]);
    expect([own.statusCode, byAdmin.statusCode]).toContain(200);
    expect(await liveIn(date)).toHaveLength(1);
  });

  it('grants a time two bookings held once both are cancelled at once, with one booking', async () => {
    const { date, id: first } = await taken(['10:00', '11:00']);
    const second = await storedBooking(ctx.database, DEMO.rbAdmin, room, date, ['11:00', '12:00']);
    await joinWaitlist(ctx.app, clubs, room, date, ['10:30', '11:30']);
    const answers = await Promise.all([
      cancelOwn(ctx.app, faculty, first),
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${second}`, headers: { cookie: admin } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const live = await liveIn(date);
    expect(live.map((b) => [b.start_time.toISOString(), b.status])).toEqual([[new Date(at(date, '10:30')).toISOString(), 'pending']]);
  });

  it('grants a time freed by a bulk cancel', async () => {
    const { date, id } = await taken();
    await joinWaitlist(ctx.app, clubs, room, date, ['10:00', '11:00']);
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/bookings/bulk',
      headers: { cookie: admin },
      payload: { ids: [id], action: 'cancel' },
    });
    expect(bulk.statusCode).toBe(200);
    expect((await liveIn(date)).map((b) => b.status)).toEqual(['pending']);
    expect(await myWaitlist(ctx.app, clubs)).toEqual([]);
  });

  it('grants a time freed by deleting a recurring series', async () => {
    const date = nextDate();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/faculty/bookroom/recurring',
      headers: { cookie: admin },
      payload: {
        rooms: [room],
        purpose: 'Weekly lab meeting',
        weekly_pattern: [{ day_of_week: new Date(`${date}T00:00:00Z`).getUTCDay(), start_time: '16:00', end_time: '17:00' }],
        start_date: date,
        end_date: date,
      },
    });
    expect(created.statusCode).toBe(201);
    await joinWaitlist(ctx.app, clubs, room, date, ['16:00', '17:00']);
    const id = created.json().recurring_booking_id as number;
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/faculty/bookings/recurring/${id}`, headers: { cookie: admin } });
    expect(removed.statusCode).toBe(200);
    expect((await liveIn(date)).map((b) => [b.start_time.toISOString(), b.status])).toEqual([
      [new Date(at(date, '16:00')).toISOString(), 'pending'],
    ]);
    expect(await myWaitlist(ctx.app, clubs)).toEqual([]);
  });

  it('closes entries whose start has passed by themselves', async () => {
    const { date } = await taken(['14:00', '15:00']);
    await joinWaitlist(ctx.app, clubs, room, date, ['14:00', '15:00']);
    const before = ctx.clock.now;
    ctx.clock.now = new Date(Date.parse(at(date, '14:00')));
    try {
      expect((await runAttendanceJobs(ctx.app)).waitlistClosed).toBe(1);
    } finally {
      ctx.clock.now = before;
    }
    expect(await myWaitlist(ctx.app, clubs)).toEqual([]);
  });
});
