import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import type { NewBooking } from '../../db/schema';
import { campusInstant } from '../../shared/time';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { FREE_ROOMS_MESSAGES } from './free-rooms-window';

// Rooms in a block of the file's own, on Tuesday 10 March 2026 (the test clock is Wednesday 4 March, 09:30).
let ctx: TestContext;
let faculty: string;
let blockId: number;
let rooms: Record<'projector' | 'both' | 'hall' | 'unknown', number>;
const DAY = '2026-03-10';

beforeAll(async () => {
  ctx = await createTestApp();
  faculty = await loginAs(ctx.app, DEMO.faculty);
  const db = ctx.app.db;
  blockId = (await db.insertInto('blocks').values({ block_name: 'Free Rooms Block' }).returning('id').executeTakeFirstOrThrow()).id;
  const room = async (room_name: string, capacity: number | null, features: string[]) =>
    (await db.insertInto('rooms').values({ room_name, block_id: blockId, capacity, features }).returning('id').executeTakeFirstOrThrow())
      .id;
  rooms = {
    projector: await room('Free Room P', 30, ['Projector']),
    both: await room('Free Room Q', 20, ['Projector', 'Whiteboard']),
    hall: await room('Free Hall R', 60, []),
    unknown: await room('Free Room N', null, ['Projector']),
  };
  const user = (await db.selectFrom('users').select('id').where('email', '=', DEMO.clubs).executeTakeFirstOrThrow()).id;
  const booking = (room_id: number, from: string, to: string, status: NewBooking['status']): NewBooking => ({
    room_id,
    user_id: user,
    purpose: `free-rooms ${status}`,
    start_time: campusInstant(DAY, from, 'Asia/Kolkata'),
    end_time: campusInstant(DAY, to, 'Asia/Kolkata'),
    status,
  });
  await db
    .insertInto('bookings')
    .values([
      booking(rooms.projector, '10:00', '11:00', 'pending'),
      booking(rooms.both, '09:00', '10:00', 'confirmed'),
      booking(rooms.hall, '10:00', '11:00', 'cancelled'),
      booking(rooms.hall, '10:00', '11:00', 'rejected'),
      booking(rooms.unknown, '11:00', '12:00', 'confirmed'),
    ])
    .execute();
});
afterAll(() => ctx.close());

const search = (query: string, cookie = faculty) =>
  ctx.app.inject({ method: 'GET', url: `/api/faculty/free-rooms?block_id=${blockId}&${query}`, headers: { cookie } });
const names = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode).toBe(200);
  return res.json().rooms.map((r: { room_name: string }) => r.room_name);
};

describe('GET /api/faculty/free-rooms', () => {
  it('leaves out rooms with an overlapping pending or confirmed booking; touching, cancelled and rejected ones do not count', async () => {
    const res = await search(`date=${DAY}&start=10:00&end=11:00`);
    expect(res.json()).toMatchObject({ start_time: `${DAY}T10:00:00+05:30`, end_time: `${DAY}T11:00:00+05:30` });
    // Best fit: the smallest room first, unknown capacity last.
    expect(res.json().rooms.map((r: { room_name: string }) => r.room_name)).toEqual(['Free Room Q', 'Free Hall R', 'Free Room N']);
    expect(res.json().rooms[0]).toEqual({
      id: rooms.both,
      room_name: 'Free Room Q',
      block_id: blockId,
      block_name: 'Free Rooms Block',
      capacity: 20,
      image: null,
      features: ['Projector', 'Whiteboard'],
      access: [],
    });
  });

  it('needs the room free for the whole interval', async () => {
    expect(await names(`date=${DAY}&start=09:30&end=10:30`)).toEqual(['Free Hall R', 'Free Room N']);
    expect(await names(`date=${DAY}&start=09:00&end=17:00`)).toEqual(['Free Hall R']);
  });

  it('finds a booking of the longest length that began hours before; the table refuses a longer live one', async () => {
    // The search reads bookings starting up to 8 hours before the interval (migration 0018's check).
    const db = ctx.app.db;
    const block = (await db.insertInto('blocks').values({ block_name: 'Long Block' }).returning('id').executeTakeFirstOrThrow()).id;
    const room = (
      await db.insertInto('rooms').values({ room_name: 'Long Room L', block_id: block }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const user = (await db.selectFrom('users').select('id').where('email', '=', DEMO.clubs).executeTakeFirstOrThrow()).id;
    const at = (time: string) => campusInstant(DAY, time, 'Asia/Kolkata');
    const long = (end: string, status: NewBooking['status']): NewBooking => ({
      room_id: room,
      user_id: user,
      purpose: 'all day',
      start_time: at('09:00'),
      end_time: at(end),
      status,
    });
    await db.insertInto('bookings').values(long('17:00', 'confirmed')).execute();
    const free = async (start: string, end: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/faculty/free-rooms?block_id=${block}&date=${DAY}&start=${start}&end=${end}`,
          headers: { cookie: faculty },
        })
      ).json().rooms.length;
    expect(await free('16:45', '17:00')).toBe(0);
    expect(await free('17:00', '17:15')).toBe(1);
    await expect(db.insertInto('bookings').values(long('17:15', 'pending')).execute()).rejects.toThrow(/bookings_live_max_length/);
    await db.insertInto('bookings').values(long('18:00', 'cancelled')).execute();
  });

  it('filters by capacity (unknown capacity is not enough) and by every requested feature, ignoring letter case', async () => {
    expect(await names(`date=${DAY}&start=10:00&end=11:00&capacity=25`)).toEqual(['Free Hall R']);
    expect(await names(`date=${DAY}&start=10:00&end=11:00&capacity=20`)).toEqual(['Free Room Q', 'Free Hall R']);
    expect(await names(`date=${DAY}&start=10:00&end=11:00&features=projector`)).toEqual(['Free Room Q', 'Free Room N']);
    expect(await names(`date=${DAY}&start=10:00&end=11:00&features=Projector&features=WHITEBOARD`)).toEqual(['Free Room Q']);
    expect(await names(`date=${DAY}&start=10:00&end=11:00&features=Screen`)).toEqual([]);
  });

  it('answers the JSON the response schema gives, written by the database: key order, nulls, access types in any letter case', async () => {
    const db = ctx.app.db;
    const block = (await db.insertInto('blocks').values({ block_name: 'Odd "Block" é' }).returning('id').executeTakeFirstOrThrow()).id;
    const room = async (room_name: string, access: string[]) =>
      (
        await db
          .insertInto('rooms')
          .values({ room_name, block_id: block, capacity: null, image: null, features: ['Screen \\ 😀'], access })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const facultyRoom = await room('Room "F" \\ é', ['FACULTY', 'Staff']);
    await room('Room S', ['Student']);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/faculty/free-rooms?block_id=${block}&date=${DAY}&start=10:00&end=11:00`,
      headers: { cookie: faculty },
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = {
      start_time: `${DAY}T10:00:00+05:30`,
      end_time: `${DAY}T11:00:00+05:30`,
      rooms: [
        {
          id: facultyRoom,
          room_name: 'Room "F" \\ é',
          block_id: block,
          block_name: 'Odd "Block" é',
          capacity: null,
          image: null,
          features: ['Screen \\ 😀'],
          access: ['FACULTY', 'Staff'],
        },
      ],
      closed: [],
    };
    expect(res.body).toBe(JSON.stringify(expected));
  });

  it('answers bad times with the booking rules’ messages', async () => {
    const cases: [string, string][] = [
      ['start=11:00&end=10:00', BOOKING_MESSAGES.endBeforeStart],
      ['start=10:07&end=11:00', BOOKING_MESSAGES.offGrid],
      ['start=08:00&end=09:00', BOOKING_MESSAGES.outsideHours],
      ['start=22:45&end=23:15', BOOKING_MESSAGES.outsideHours],
      ['start=09:00&end=17:15', BOOKING_MESSAGES.tooLong],
      ['start=9:00&end=10:00', FREE_ROOMS_MESSAGES.badStart],
      ['start=10:00&end=24:00', FREE_ROOMS_MESSAGES.badEnd],
    ];
    for (const [times, message] of cases) {
      const res = await search(`date=${DAY}&${times}`);
      expect([times, res.statusCode, res.json().message]).toEqual([times, 400, message]);
    }
    expect((await search('date=2026-02-30&start=10:00&end=11:00')).json().message).toBe(FREE_ROOMS_MESSAGES.badDate);
  });

  it('refuses a start in the past to those who may not book there; administrators may', async () => {
    const past = 'date=2026-03-04&start=09:00&end=10:00';
    expect((await search(past)).json()).toEqual({ message: BOOKING_MESSAGES.startInPast });
    expect((await search(past, await loginAs(ctx.app, DEMO.rbAdmin))).statusCode).toBe(200);
  });

  it('refuses an unknown block, unknown parameters and callers who cannot book', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/faculty/free-rooms?date=${DAY}&start=10:00&end=11:00&block_id=99999`,
      headers: { cookie: faculty },
    });
    expect(unknown.json()).toEqual({ message: 'Unknown block id: 99999' });
    expect((await search(`date=${DAY}&start=10:00&end=11:00&sort=name`)).statusCode).toBe(400);
    expect((await search(`date=${DAY}&start=10:00&end=11:00&capacity=0`)).statusCode).toBe(400);
    expect((await search(`date=${DAY}&start=10:00&end=11:00`, await loginAs(ctx.app, DEMO.dean))).statusCode).toBe(403);
  });
});
