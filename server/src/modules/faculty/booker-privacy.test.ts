import { at, createTestRoom, storeBooking } from '../../../test/booking-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

// Issue 36: who booked a slot (name, e-mail, purpose) shows only in the rooms the caller may
// book, and on the caller's own bookings; administrators and approvers see every booker.
let ctx: TestContext;
let facultyRoom: number;
let openRoom: number;
const DATE = '2026-03-12';
beforeAll(async () => {
  ctx = await createTestApp();
  facultyRoom = await createTestRoom(ctx.database, 'Faculty Lounge Privacy');
  openRoom = await createTestRoom(ctx.database, 'Open Room Privacy');
  await ctx.database.db
    .updateTable('rooms')
    .set({ access: ['Faculty'] })
    .where('id', '=', facultyRoom)
    .execute();
  await storeBooking(ctx.database, DEMO.faculty, facultyRoom, at(DATE, '10:00'), at(DATE, '11:00'), 'Tenure committee');
  await storeBooking(ctx.database, DEMO.clubs, facultyRoom, at(DATE, '12:00'), at(DATE, '13:00'), 'Clubs own hold');
  await storeBooking(ctx.database, DEMO.faculty, openRoom, at(DATE, '10:00'), at(DATE, '11:00'), 'Open seminar');
});
afterAll(() => ctx.close());

async function slotsAs(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/faculty/getbookedslots',
    headers: { cookie: await loginAs(ctx.app, email) },
    payload: { room_ids: [facultyRoom, openRoom], start_date: DATE, end_date: DATE },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().slots as { room_id: number; purpose: string; name: string; email: string }[]).map((s) => [
    s.room_id === facultyRoom ? 'faculty room' : 'open room',
    s.purpose,
    s.name,
    s.email,
  ]);
}

it('a club sees only that a Faculty room is taken, but who booked the rooms it may book and its own booking', async () => {
  expect(await slotsAs(DEMO.clubs)).toEqual([
    ['faculty room', 'Booked', '', ''],
    ['faculty room', 'Clubs own hold', 'Robotics Club', DEMO.clubs],
    ['open room', 'Open seminar', 'Rahul Verma', DEMO.faculty],
  ]);
});

it.each([DEMO.faculty, DEMO.rbAdmin, DEMO.superAdmin])('%s sees every booker of these rooms', async (email) => {
  expect(await slotsAs(email)).toEqual([
    ['faculty room', 'Tenure committee', 'Rahul Verma', DEMO.faculty],
    ['faculty room', 'Clubs own hold', 'Robotics Club', DEMO.clubs],
    ['open room', 'Open seminar', 'Rahul Verma', DEMO.faculty],
  ]);
});

it('the day grid lists only the rooms the caller may book, so only their bookers', async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/schedule?date=${DATE}&limit=200`,
    headers: { cookie: await loginAs(ctx.app, DEMO.clubs) },
  });
  expect(res.statusCode).toBe(200);
  const { rooms, bookings } = res.json() as { rooms: { id: number }[]; bookings: { room_id: number; purpose: string }[] };
  expect(rooms.map((r) => r.id)).toContain(openRoom);
  expect(rooms.map((r) => r.id)).not.toContain(facultyRoom);
  expect(bookings.some((b) => b.room_id === facultyRoom || b.purpose === 'Tenure committee')).toBe(false);
});

it('free-room search names no booker at all', async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/faculty/free-rooms?date=${DATE}&start=10:00&end=11:00`,
    headers: { cookie: await loginAs(ctx.app, DEMO.clubs) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toMatch(/Tenure committee|Rahul Verma|faculty@campus/);
});
