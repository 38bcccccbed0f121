import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';
import { checkIn, createCheckInRoom, statusOf, storedBooking } from '../../../test/check-in-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { outboxCounts, watch } from '../../../test/notifications-kit';
import { CHECK_IN_MESSAGES as M } from '../../contracts/check-in';
import { dayjs } from '../../shared/time';
import { releaseDueBookings } from '../bookings';
import { runAttendanceJobs } from './jobs';

/** Check-in and release (issue 32), with the app's clock moved by hand: no sleeping. */
let ctx: TestContext;
let faculty: string;
let clubs: string;
let admin: string;
let room: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [faculty, clubs, admin] = await Promise.all([DEMO.faculty, DEMO.clubs, DEMO.rbAdmin].map((e) => loginAs(ctx.app, e)));
  room = await createCheckInRoom(ctx.app, ctx.database, admin, 'Check-in Room');
});
afterAll(() => ctx.close());

let nextDay = 0;
/** A confirmed booking of the faculty member on its own day (from 2026-03-10), 10:00–11:00 unless told. */
async function booking(
  times: [string, string] = ['10:00', '11:00'],
  status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed',
  inRoom = room,
) {
  const date = `2026-03-${String(10 + nextDay++).padStart(2, '0')}`;
  return { id: await storedBooking(ctx.database, DEMO.faculty, inRoom, date, times, status), date };
}
/** Moves the app's clock, and signs in again then (a session idles out over days). */
async function setClock(date: string, time: string, ms = 0) {
  ctx.clock.now = new Date(Date.parse(at(date, time)) + ms);
  [faculty, clubs, admin] = await Promise.all([DEMO.faculty, DEMO.clubs, DEMO.rbAdmin].map((e) => loginAs(ctx.app, e)));
}

describe('a room that requires check-in (Manage Rooms)', () => {
  it('is off by default and kept as set', async () => {
    const plain = await createTestRoom(ctx.database, 'Plain Room');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/rooms?limit=100', headers: { cookie: admin } });
    const rooms = list.json().rooms as { id: number; check_in_required: boolean }[];
    expect(rooms.find((r) => r.id === plain)?.check_in_required).toBe(false);
    expect(rooms.find((r) => r.id === room)?.check_in_required).toBe(true);
  });
});

describe('POST /api/bookings/{id}/check-in', () => {
  it('opens 15 minutes before the start and closes 15 minutes after, both ends included', async () => {
    const { id, date } = await booking();
    const window = 'Check-in is open from 09:45 AM to 10:15 AM on ';
    await setClock(date, '09:45', -1);
    const early = await checkIn(ctx.app, faculty, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`${window}${dayjs.utc(date).format('ddd, MMM DD, YYYY')}.`);
    await setClock(date, '09:45');
    const opened = await checkIn(ctx.app, faculty, id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ message: M.checkedIn, booking: { id, status: 'confirmed', check_in_required: true } });
    expect(opened.json().booking.checked_in_at).toBe(`${date}T09:45:00+05:30`);

    const last = await booking();
    await setClock(last.date, '10:15');
    expect((await checkIn(ctx.app, faculty, last.id)).statusCode).toBe(200);
    const late = await booking();
    await setClock(late.date, '10:15', 1);
    const refused = await checkIn(ctx.app, faculty, late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Check-in is open from 09:45 AM to 10:15 AM on /);
    expect((await statusOf(ctx.database, late.id)).checked_in_at).toBeNull();
  });

  it("refuses a second check-in, and someone else's booking unless an administrator checks it in", async () => {
    const { id, date } = await booking();
    await setClock(date, '10:00');
    expect((await checkIn(ctx.app, clubs, id)).json()).toEqual({ message: M.notYours });
    expect((await checkIn(ctx.app, clubs, id)).statusCode).toBe(403);
    expect((await checkIn(ctx.app, admin, id)).statusCode).toBe(200);
    const twice = await checkIn(ctx.app, faculty, id);
    expect([twice.statusCode, twice.json().message]).toEqual([409, M.alreadyCheckedIn]);
  });

  it('forgets a check-in when the booking is moved: the new time is checked in afresh', async () => {
    const { id, date } = await booking();
    await setClock(date, '10:00');
    expect((await checkIn(ctx.app, faculty, id)).statusCode).toBe(200);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${id}`,
      headers: { cookie: admin },
      payload: { purpose: 'Moved talk', start_time: at(date, '12:00'), end_time: at(date, '13:00') },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking.checked_in_at ?? null).toBeNull();
    await setClock(date, '12:00');
    expect((await checkIn(ctx.app, faculty, id)).statusCode).toBe(200);
  });

  it('refuses pending and cancelled bookings, and rooms without check-in, with the reason; bad ids are 400 or 404', async () => {
    const pending = await booking(undefined, 'pending');
    await setClock(pending.date, '10:00');
    expect((await checkIn(ctx.app, faculty, pending.id)).json()).toEqual({ message: M.notConfirmed('pending') });
    const cancelled = await booking(undefined, 'cancelled');
    await setClock(cancelled.date, '10:00');
    const res = await checkIn(ctx.app, faculty, cancelled.id);
    expect([res.statusCode, res.json().message]).toEqual([409, M.notConfirmed('cancelled')]);
    const plainRoom = await createTestRoom(ctx.database, 'No Check-in Room');
    const plain = await booking(undefined, 'confirmed', plainRoom);
    await setClock(plain.date, '10:00');
    expect((await checkIn(ctx.app, faculty, plain.id)).json()).toEqual({ message: M.notRequired });
    const before = await outboxCounts(ctx);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expect((await checkIn(ctx.app, faculty, bad)).statusCode).toBe(400);
    expect((await checkIn(ctx.app, faculty, 2147483647)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/bookings/${plain.id}/check-in` })).statusCode).toBe(401);
    expect(await outboxCounts(ctx)).toEqual(before);
  });
});

describe('GET /api/bookings/check-in (the Overview)', () => {
  it("lists the caller's confirmed bookings in check-in rooms whose window is open or opens within the hour", async () => {
    // A room of its own, so the release job of the next tests leaves these alone.
    const overviewRoom = await createCheckInRoom(ctx.app, ctx.database, admin, 'Overview Check-in Room');
    const date = '2026-04-20';
    const store = (times: [string, string], status: 'confirmed' | 'pending' = 'confirmed', email: string = DEMO.faculty) =>
      storedBooking(ctx.database, email, overviewRoom, date, times, status);
    const started = await store(['10:00', '10:30']);
    const soon = await store(['11:00', '11:30']);
    await store(['12:00', '12:30']); // opens at 11:45: more than an hour ahead
    await store(['10:30', '11:00'], 'pending');
    await store(['11:30', '12:00'], 'confirmed', DEMO.clubs);
    await setClock(date, '10:10');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings/check-in', headers: { cookie: faculty } });
    expect(res.statusCode).toBe(200);
    expect(res.json().bookings.map((b: { id: number }) => b.id)).toEqual([started, soon]);
  });
});

describe('the release job', () => {
  it('releases at exactly the end of the grace period, not before, tells the booker and frees the time', async () => {
    const { id, date } = await booking(['10:00', '12:00']);
    const checkedIn = await booking(['10:00', '12:00']);
    await setClock(checkedIn.date, '10:00');
    expect((await checkIn(ctx.app, faculty, checkedIn.id)).statusCode).toBe(200);

    await setClock(date, '10:15', -1);
    expect(await runAttendanceJobs(ctx.app)).toMatchObject({ released: 0 });
    expect((await statusOf(ctx.database, id)).status).toBe('confirmed');
    await setClock(date, '10:15');
    const { result, told } = await watch(ctx, () => runAttendanceJobs(ctx.app));
    expect(result).toMatchObject({ released: 1 });
    expect((await statusOf(ctx.database, id)).status).toBe('released');
    expect(told).toEqual([
      expect.objectContaining({
        email: DEMO.faculty,
        kind: 'booking.released',
        title: M.releasedTitle,
        link: `/faculty/bookings?booking=${id}`,
      }),
    ]);
    expect(told[0].body).toMatch(/^Nobody checked in to your booking of Check-in Room \(.+\) on .+, 10:00 AM – 12:00 PM within 15 minutes/);

    // The rest of its time is free: a new booking over it succeeds.
    const res = await bookRoom(ctx.app, clubs, {
      room_id: room,
      start_time: at(date, '10:30'),
      end_time: at(date, '11:30'),
      purpose: 'Took the free room',
    });
    expect(res.statusCode).toBe(201);

    await setClock(checkedIn.date, '11:00');
    expect(await runAttendanceJobs(ctx.app)).toMatchObject({ released: 0 });
    expect((await statusOf(ctx.database, checkedIn.id)).status).toBe('confirmed');
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/faculty/bookings', headers: { cookie: faculty } });
    expect(mine.json().bookings.find((b: { id: number }) => b.id === id).status).toBe('released');
  });

  it('releases a booking once when two processes run the job at the same moment', async () => {
    const { id, date } = await booking();
    await setClock(date, '10:20');
    const { result, told } = await watch(ctx, () =>
      Promise.all([0, 1].map(() => releaseDueBookings(ctx.app.db, ctx.app.config.campusTz, ctx.clock.now))),
    );
    expect(result.reduce((a, b) => a + b, 0)).toBe(1);
    expect(told.filter((n) => n.kind === 'booking.released')).toHaveLength(1);
    expect((await statusOf(ctx.database, id)).status).toBe('released');
  });
});
