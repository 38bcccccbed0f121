import { createTestRoom } from '../../../test/booking-kit';
import { storedBooking } from '../../../test/check-in-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

/** Issue 32: released bookings are no-shows on Statistics, per room and per person; a booker sees their own. */
let ctx: TestContext;
let rooms: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  rooms = [await createTestRoom(ctx.database, 'No-show Room A'), await createTestRoom(ctx.database, 'No-show Room B')];
  const released = (email: string, room: number, date: string) =>
    storedBooking(ctx.database, email, room, date, ['10:00', '11:00'], 'released');
  await released(DEMO.faculty, rooms[0], '2026-02-02');
  await released(DEMO.faculty, rooms[0], '2026-02-03');
  await released(DEMO.clubs, rooms[1], '2026-02-03');
  // Outside the period, and a confirmed one: neither counts.
  await released(DEMO.faculty, rooms[1], '2026-01-20');
  await storedBooking(ctx.database, DEMO.faculty, rooms[1], '2026-02-04', ['10:00', '11:00']);
});
afterAll(() => ctx.close());

const usage = async (email: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/stats/usage?from=2026-02-01&to=2026-02-28',
    headers: { cookie: await loginAs(ctx.app, email) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().no_shows;
};

it('counts no-shows per room and per person for administrators', async () => {
  const noShows = await usage(DEMO.rbAdmin);
  expect(noShows.bookings).toBe(3);
  expect(noShows.rooms).toEqual([
    { room_id: rooms[0], room_name: 'No-show Room A', no_shows: 2 },
    { room_id: rooms[1], room_name: 'No-show Room B', no_shows: 1 },
  ]);
  expect(noShows.people.map((p: { name: string; no_shows: number }) => p.no_shows)).toEqual([2, 1]);
});

it('shows a booker only their own', async () => {
  const noShows = await usage(DEMO.faculty);
  expect(noShows.bookings).toBe(2);
  expect(noShows.rooms).toEqual([{ room_id: rooms[0], room_name: 'No-show Room A', no_shows: 2 }]);
  expect(noShows.people).toHaveLength(1);
});
