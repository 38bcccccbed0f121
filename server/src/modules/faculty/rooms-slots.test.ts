import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom, setStatus } from '../../../test/booking-kit';

let ctx: TestContext;
let faculty: string;
let room: number;
let otherRoom: number;
beforeAll(async () => {
  ctx = await createTestApp();
  faculty = await loginAs(ctx.app, DEMO.faculty);
  room = await createTestRoom(ctx.database, 'Slots Room');
  otherRoom = await createTestRoom(ctx.database, 'Slots Room Two');
});
afterAll(() => ctx.close());

const slots = (payload: Record<string, unknown>, cookie = faculty) =>
  ctx.app.inject({ method: 'POST', url: '/api/faculty/getbookedslots', headers: { cookie }, payload });

describe('GET /api/faculty/getrooms', () => {
  it('lists every room with its block, ordered by block then room name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/faculty/getrooms', headers: { cookie: faculty } });
    expect(res.statusCode).toBe(200);
    const { rooms } = res.json();
    expect(rooms).toHaveLength(32);
    const first = rooms.find((r: { room_name: string }) => r.room_name === 'Conference Room 101');
    expect(first).toEqual({
      id: expect.any(Number),
      room_name: 'Conference Room 101',
      block_id: expect.any(Number),
      block_name: expect.any(String),
      capacity: 20,
      image: expect.any(String),
      features: expect.arrayContaining(['Projector']),
      access: expect.any(Array),
    });
    const keys = rooms.map((r: { block_name: string; room_name: string }) => [r.block_name, r.room_name]);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
    expect(keys).toEqual(sorted);
  });

  it('answers 401 without a session and 403 without booking rights', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/faculty/getrooms' })).statusCode).toBe(401);
    for (const email of [DEMO.dean, DEMO.igh]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/faculty/getrooms', headers: { cookie: await loginAs(ctx.app, email) } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/faculty/getbookedslots', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const admin = await loginAs(ctx.app, DEMO.rbAdmin);
    const make = async (cookie: string, roomId: number, date: string, start: string, end: string, purpose: string) =>
      (await bookRoom(ctx.app, cookie, { room_id: roomId, start_time: at(date, start), end_time: at(date, end), purpose })).json().booking
        .id as number;
    ids = {
      pending: await make(faculty, room, '2026-03-06', '09:00', '10:00', 'Pending talk'),
      confirmed: await make(admin, room, '2026-03-06', '22:00', '23:00', 'Late review'),
      rejected: await make(faculty, room, '2026-03-06', '12:00', '13:00', 'Rejected one'),
      cancelled: await make(faculty, room, '2026-03-06', '14:00', '15:00', 'Cancelled one'),
      nextDay: await make(faculty, room, '2026-03-07', '09:00', '09:15', 'Next day'),
      other: await make(faculty, otherRoom, '2026-03-06', '11:00', '12:00', 'Other room'),
    };
    await setStatus(ctx.database, ids.rejected, 'rejected');
    await setStatus(ctx.database, ids.cancelled, 'cancelled');
  });

  it('returns pending and confirmed bookings of the campus days asked for, with booker name and e-mail', async () => {
    const res = await slots({ room_ids: [room], start_date: '2026-03-06', end_date: '2026-03-06' });
    expect(res.statusCode).toBe(200);
    expect(res.json().slots).toEqual([
      {
        id: ids.pending,
        room_id: room,
        start_time: '2026-03-06T09:00:00+05:30',
        end_time: '2026-03-06T10:00:00+05:30',
        purpose: 'Pending talk',
        name: 'Rahul Verma',
        email: DEMO.faculty,
        status: 'pending',
      },
      {
        id: ids.confirmed,
        room_id: room,
        start_time: '2026-03-06T22:00:00+05:30',
        end_time: '2026-03-06T23:00:00+05:30',
        purpose: 'Late review',
        name: 'Arjun Mehta',
        email: DEMO.rbAdmin,
        status: 'confirmed',
      },
    ]);
  });

  it('answers the JSON the response schema gives, written by the database: key order and special characters', async () => {
    const purpose = 'Quote " backslash \\ line\nbreak, é and 😀';
    const admin = await loginAs(ctx.app, DEMO.rbAdmin);
    const made = await bookRoom(ctx.app, admin, {
      room_id: otherRoom,
      start_time: at('2026-03-09', '16:00'),
      end_time: at('2026-03-09', '17:15'),
      purpose,
    });
    const res = await slots({ room_ids: [otherRoom], start_date: '2026-03-09', end_date: '2026-03-09' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const slot = {
      id: made.json().booking.id,
      room_id: otherRoom,
      start_time: '2026-03-09T16:00:00+05:30',
      end_time: '2026-03-09T17:15:00+05:30',
      purpose,
      name: 'Arjun Mehta',
      email: DEMO.rbAdmin,
      status: 'confirmed',
    };
    expect(res.body).toBe(JSON.stringify({ slots: [slot], closures: [] }));
  });

  it('covers start_date..end_date inclusive for several rooms', async () => {
    const res = await slots({ room_ids: [room, otherRoom, room], start_date: '2026-03-06', end_date: '2026-03-07' });
    expect(
      res
        .json()
        .slots.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([ids.pending, ids.confirmed, ids.nextDay, ids.other].sort());
    const none = await slots({ room_ids: [room], start_date: '2026-03-08', end_date: '2026-03-08' });
    expect(none.json().slots).toEqual([]);
  });

  it('accepts 62 days and refuses 63', async () => {
    expect((await slots({ room_ids: [room], start_date: '2026-03-01', end_date: '2026-05-01' })).statusCode).toBe(200);
    const res = await slots({ room_ids: [room], start_date: '2026-03-01', end_date: '2026-05-02' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The date range may cover at most 62 days');
  });

  it.each([
    ['reversed dates', { start_date: '2026-03-07', end_date: '2026-03-06' }, 'end_date must be on or after start_date'],
    [
      'an impossible start date',
      { start_date: '2026-02-30', end_date: '2026-03-06' },
      'start_date must be a real calendar date (YYYY-MM-DD)',
    ],
    ['an impossible end date', { start_date: '2026-03-06', end_date: '2026-13-01' }, 'end_date must be a real calendar date (YYYY-MM-DD)'],
    ['one unknown room id', { room_ids: [999999] }, 'Unknown room id: 999999'],
    ['unknown room ids', { room_ids: [999999, 999998] }, 'Unknown room ids: 999999, 999998'],
  ])('refuses %s with its message', async (_name, override, message) => {
    const res = await slots({ room_ids: [room], start_date: '2026-03-06', end_date: '2026-03-06', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['malformed dates', { start_date: '06/03/2026' }],
    ['a date with a time', { end_date: '2026-03-06T00:00:00Z' }],
    ['room ids as strings', { room_ids: ['1'] }],
    ['room ids as one number', { room_ids: 1 }],
    ['no room ids', { room_ids: [] }],
    ['more than 50 rooms', { room_ids: Array.from({ length: 51 }, (_, i) => i + 1) }],
    ['a missing end date', { end_date: undefined }],
    ['an unknown field', { extra: true }],
  ])('refuses %s by schema', async (_name, override) => {
    const res = await slots({ room_ids: [room], start_date: '2026-03-06', end_date: '2026-03-06', ...override });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers 401 without a session and 403 without booking rights', async () => {
    const body = { room_ids: [room], start_date: '2026-03-06', end_date: '2026-03-06' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/faculty/getbookedslots', payload: body })).statusCode).toBe(401);
    expect((await slots(body, await loginAs(ctx.app, DEMO.igh))).statusCode).toBe(403);
    expect((await slots(body, await loginAs(ctx.app, DEMO.dean))).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every booking route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/faculty/getrooms',
        '/api/faculty/getbookedslots',
        '/api/faculty/bookroom',
        '/api/faculty/bookings',
        '/api/faculty/bookings/{id}',
      ]),
    );
  });
});
