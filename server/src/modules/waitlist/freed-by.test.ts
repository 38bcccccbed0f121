import { at, bookingsOfRoom } from '../../../test/booking-kit';
import { createCheckInRoom, storedBooking } from '../../../test/check-in-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { watch } from '../../../test/notifications-kit';
import { joinWaitlist, myWaitlist } from '../../../test/waitlist-kit';
import { runAttendanceJobs } from '../attendance/jobs';

/**
 * Issue 32: the two other ways a time frees besides a cancel or a decline — a release (no
 * check-in) and a move — each give it to the first in line. The room requires check-in, so
 * one room serves both; TEST_NOW is Wed 4 Mar 2026, 09:30 campus time, and the clock is moved by hand.
 */
let ctx: TestContext;
let clubs: string;
let admin: string;
let room: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [clubs, admin] = await Promise.all([DEMO.clubs, DEMO.rbAdmin].map((e) => loginAs(ctx.app, e)));
  room = await createCheckInRoom(ctx.app, ctx.database, admin, 'Freed Room');
});
afterAll(() => ctx.close());

/** The room's live bookings on `date`, as [start, status], earliest first. */
const liveOn = async (date: string) =>
  (await bookingsOfRoom(ctx.database, room))
    .filter((b) => ['pending', 'confirmed'].includes(b.status))
    .filter((b) => b.start_time.getTime() >= Date.parse(at(date, '00:00')) && b.start_time.getTime() < Date.parse(at(date, '23:59')))
    .sort((a, b) => a.start_time.getTime() - b.start_time.getTime())
    .map((b) => [b.start_time.toISOString(), b.status]);

describe('a time freed', () => {
  it('by a release: what is left of the booking goes to the first in line, who is told', async () => {
    const date = '2026-03-20';
    const id = await storedBooking(ctx.database, DEMO.faculty, room, date, ['10:00', '12:00']);
    expect((await joinWaitlist(ctx.app, clubs, room, date, ['10:30', '11:30'])).statusCode).toBe(201);
    const before = ctx.clock.now;
    ctx.clock.now = new Date(Date.parse(at(date, '10:15')));
    try {
      const { result, told } = await watch(ctx, () => runAttendanceJobs(ctx.app));
      expect(result).toMatchObject({ released: 1 });
      expect(told.map((n) => [n.email, n.kind])).toEqual(
        expect.arrayContaining([
          [DEMO.faculty, 'booking.released'],
          [DEMO.clubs, 'booking.waitlisted'],
        ]),
      );
    } finally {
      ctx.clock.now = before;
    }
    expect((await bookingsOfRoom(ctx.database, room)).find((b) => b.id === id)?.status).toBe('released');
    expect(await liveOn(date)).toEqual([[new Date(at(date, '10:30')).toISOString(), 'pending']]);
    expect(await myWaitlist(ctx.app, clubs)).toEqual([]);
  });

  it('by a move: the time the booking left goes to the first in line; the new time is the booking’s', async () => {
    const date = '2026-03-21';
    const id = await storedBooking(ctx.database, DEMO.faculty, room, date, ['10:00', '11:00']);
    expect((await joinWaitlist(ctx.app, clubs, room, date, ['10:00', '11:00'])).statusCode).toBe(201);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${id}`,
      headers: { cookie: admin },
      payload: { purpose: 'Stored directly', start_time: at(date, '14:00'), end_time: at(date, '15:00') },
    });
    expect(moved.statusCode).toBe(200);
    expect(await liveOn(date)).toEqual([
      [new Date(at(date, '10:00')).toISOString(), 'pending'],
      [new Date(at(date, '14:00')).toISOString(), 'confirmed'],
    ]);
    expect(await myWaitlist(ctx.app, clubs)).toEqual([]);
  });
});
