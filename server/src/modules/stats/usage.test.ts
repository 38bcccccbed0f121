import type { NewBooking } from '../../db/schema';
import { campusInstant } from '../../shared/time';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { usagePeriod } from './period';
import { confirmedUsage } from './confirmed-usage';
import { requestFigures } from './repository';
import { busiest, hoursByWeekdayHour, idlest, ranked, usageStats } from './usage';

// Figures checked against hand-computed fixtures in a block of the file's own, so the
// demo data never adds to them. Dates are in May 2026 (4 May is a Monday).
let ctx: TestContext;
let admin: string;
let faculty: string;
let blockId: number;
let rooms: { a: number; b: number; lab: number };
let users: { faculty: number; clubs: number; admin: number };
let seriesId: number;
const tz = 'Asia/Kolkata';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
  faculty = await loginAs(ctx.app, DEMO.faculty);
  const db = ctx.app.db;
  blockId = (await db.insertInto('blocks').values({ block_name: 'Stats Block' }).returning('id').executeTakeFirstOrThrow()).id;
  const room = async (room_name: string) =>
    (await db.insertInto('rooms').values({ room_name, block_id: blockId }).returning('id').executeTakeFirstOrThrow()).id;
  rooms = { a: await room('Seminar Room S1'), b: await room('Seminar Room S2'), lab: await room('Stats Lab 7') };
  const idOf = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  users = { faculty: await idOf(DEMO.faculty), clubs: await idOf(DEMO.clubs), admin: await idOf(DEMO.rbAdmin) };
  seriesId = (
    await db
      .insertInto('recurring_series')
      .values({
        room_id: rooms.a,
        user_id: users.admin,
        purpose: 'Stats series',
        weekly_pattern: JSON.stringify([{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }]),
        start_date: '2026-05-04',
        end_date: '2026-05-04',
        state: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  const at = (date: string, time: string) => campusInstant(date, time, tz);
  const booking = (
    room: number,
    date: string,
    from: string,
    to: string,
    status: NewBooking['status'],
    extra: Partial<NewBooking> = {},
  ) => ({
    room_id: room,
    user_id: users.faculty,
    purpose: `stats ${status} ${from}`,
    start_time: at(date, from),
    end_time: at(date, to),
    status,
    ...extra,
  });
  const fixtures: NewBooking[] = [
    // Room A, Monday 4 May: 3 + 4 = 7 confirmed hours of 14; pending, rejected and cancelled hours do not count.
    booking(rooms.a, '2026-05-04', '09:00', '12:00', 'confirmed', { user_id: users.admin, recurring_booking_id: seriesId }),
    booking(rooms.a, '2026-05-04', '13:00', '17:00', 'confirmed'),
    booking(rooms.a, '2026-05-04', '17:00', '18:00', 'pending'),
    booking(rooms.a, '2026-05-04', '18:00', '19:00', 'rejected'),
    booking(rooms.a, '2026-05-04', '19:00', '20:00', 'cancelled'),
    // Room B: a quarter-hour-split booking (Monday 09:15–10:30) and one crossing midnight into Tuesday.
    booking(rooms.b, '2026-05-04', '09:15', '10:30', 'confirmed', { user_id: users.clubs }),
    { ...booking(rooms.b, '2026-05-04', '21:00', '23:00', 'confirmed', { user_id: users.clubs }), end_time: at('2026-05-05', '01:00') },
  ];
  await db.insertInto('bookings').values(fixtures).execute();
  // Made well before May, so they are no requests of the periods below (whatever today's date is).
  await db
    .updateTable('bookings')
    .set({ created_at: at('2026-04-01', '10:00') })
    .where('room_id', 'in', [rooms.a, rooms.b])
    .execute();
});
afterAll(() => ctx.close());

const get = (query: string, cookie = admin) => ctx.app.inject({ method: 'GET', url: `/api/stats/usage?${query}`, headers: { cookie } });
const inBlock = (from: string, to: string) => `from=${from}&to=${to}&block_id=${blockId}`;

describe('GET /api/stats/usage (campus figures for administrators)', () => {
  it('counts confirmed hours only: 7 of 14 bookable hours on one day is 50 %', async () => {
    const res = await get(inBlock('2026-05-04', '2026-05-04'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('campus');
    expect(body.period).toEqual({ from: '2026-05-04', to: '2026-05-04', days: 1 });
    const roomA = body.rooms.find((r: { room_id: number }) => r.room_id === rooms.a);
    // A room's bar holds only what differs between rooms: its block's name is in blocks, its type in room_types.
    expect(roomA).toStrictEqual({ room_id: rooms.a, room_name: 'Seminar Room S1', block_id: blockId, booked_hours: 7, occupancy: 0.5 });
    expect(body.busiest[0]).toStrictEqual(roomA);
    // Room B: 1.25 h plus the 3 h of the late booking that fall on Monday (21:00–24:00).
    expect(body.rooms.map((r: { room_id: number; booked_hours: number }) => [r.room_id, r.booked_hours])).toEqual([
      [rooms.a, 7],
      [rooms.b, 4.25],
      [rooms.lab, 0],
    ]);
    expect(body.totals).toEqual({ rooms: 3, bookings: 4, booked_hours: 11.25, bookable_hours: 42, occupancy: 0.2679 });
    expect(body.blocks).toEqual([
      { block_id: blockId, block_name: 'Stats Block', rooms: 3, booked_hours: 11.25, bookable_hours: 42, occupancy: 0.2679 },
    ]);
    expect(body.room_types).toEqual([
      { room_type: 'Seminar Room', rooms: 2, booked_hours: 11.25, bookable_hours: 28, occupancy: 0.4018 },
      { room_type: 'Stats Lab', rooms: 1, booked_hours: 0, bookable_hours: 14, occupancy: 0 },
    ]);
    expect(body.busiest.map((r: { room_id: number }) => r.room_id)).toEqual([rooms.a, rooms.b, rooms.lab]);
    expect(body.idlest.map((r: { room_id: number }) => r.room_id)).toEqual([rooms.lab, rooms.b, rooms.a]);
    expect(body.recurring).toEqual({ bookings: 1, share: 0.25 });
  });

  it('counts a booking crossing the period edge only inside the period', async () => {
    const tuesday = (await get(inBlock('2026-05-05', '2026-05-05'))).json();
    expect(tuesday.rooms.find((r: { room_id: number }) => r.room_id === rooms.b).booked_hours).toBe(1);
    const both = (await get(inBlock('2026-05-04', '2026-05-05'))).json();
    expect(both.period.days).toBe(2);
    expect(both.totals).toMatchObject({ booked_hours: 12.25, bookable_hours: 84 });
  });

  it('splits bookings over the weekday × hour heat map', async () => {
    const { heatmap } = (await get(inBlock('2026-05-04', '2026-05-10'))).json();
    expect(heatmap).toHaveLength(7 * 14);
    const cell = (weekday: number, hour: number) =>
      heatmap.find((c: { weekday: number; hour: number }) => c.weekday === weekday && c.hour === hour);
    // Monday 09:00–10:00: room A's hour plus room B's 09:15–10:00; 3 rooms × one Monday bookable.
    expect(cell(1, 9)).toEqual({ weekday: 1, hour: 9, booked_hours: 1.75, bookable_hours: 3, occupancy: 0.5833 });
    expect(cell(1, 10)).toMatchObject({ booked_hours: 1.5 });
    expect(cell(1, 17)).toMatchObject({ booked_hours: 0 }); // the pending hour
    expect(cell(1, 22)).toMatchObject({ booked_hours: 1 });
    expect(cell(2, 9)).toMatchObject({ booked_hours: 0, bookable_hours: 3 });
  });

  it('narrows to one room', async () => {
    const body = (await get(`from=2026-05-04&to=2026-05-04&room_id=${rooms.a}`)).json();
    expect(body.rooms).toHaveLength(1);
    expect(body.totals).toMatchObject({ rooms: 1, booked_hours: 7, occupancy: 0.5 });
  });

  it('says nothing happened in an empty period', async () => {
    const body = (await get(inBlock('2026-06-01', '2026-06-30'))).json();
    expect(body.totals).toMatchObject({ bookings: 0, booked_hours: 0, bookable_hours: 3 * 30 * 14, occupancy: 0 });
    expect(body.requests).toEqual({ made: 0, approved: 0, declined: 0, cancelled: 0, pending: 0, median_decision_minutes: null });
    expect(body.recurring).toEqual({ bookings: 0, share: null });
  });
});

describe('requests and decisions', () => {
  it('counts requests made in the period by outcome, and the median time to a decision', async () => {
    const db = ctx.app.db;
    const made = (date: string, time: string) => campusInstant(date, time, tz);
    const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);
    const request = (status: NewBooking['status'], day: number, decidedAfter: number | null, user = users.faculty): NewBooking => {
      const created = made('2026-07-01', '10:00');
      return {
        room_id: rooms.lab,
        user_id: user,
        purpose: `request ${status} ${day}`,
        start_time: made(`2026-07-${String(day).padStart(2, '0')}`, '10:00'),
        end_time: made(`2026-07-${String(day).padStart(2, '0')}`, '11:00'),
        status,
        created_at: created,
        decided_at: decidedAfter === null ? null : minutes(created, decidedAfter),
        decided_by: decidedAfter === null ? null : users.admin,
      };
    };
    await db
      .insertInto('bookings')
      .values([
        request('confirmed', 10, 30),
        request('confirmed', 11, 60),
        request('rejected', 12, 180),
        request('cancelled', 13, null),
        request('pending', 14, null),
        // An administrator's booking is confirmed at once: not a request.
        request('confirmed', 15, null, users.admin),
      ])
      .execute();
    const body = (await get(inBlock('2026-07-01', '2026-07-01'))).json();
    expect(body.requests).toEqual({ made: 5, approved: 2, declined: 1, cancelled: 1, pending: 1, median_decision_minutes: 60 });
  });
});

describe('own figures for everyone else', () => {
  it("shows a faculty member only their own bookings' rooms and hours", async () => {
    const res = await get(inBlock('2026-05-04', '2026-05-04'), faculty);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('own');
    // Their 4 confirmed hours in room A (the series hours are the administrator's); room B is the club's.
    expect(body.rooms.map((r: { room_id: number; booked_hours: number }) => [r.room_id, r.booked_hours])).toEqual([[rooms.a, 4]]);
    expect(body.totals).toMatchObject({ rooms: 1, bookings: 1, booked_hours: 4 });
    // Every room's block is in the block list, which is where its name is read.
    expect(body.blocks).toEqual([
      { block_id: blockId, block_name: 'Stats Block', rooms: 1, booked_hours: 4, bookable_hours: 14, occupancy: 0.2857 },
    ]);
  });

  it('gives a dean without bookings an empty page', async () => {
    const body = (await get('from=2026-05-01&to=2026-05-31', await loginAs(ctx.app, DEMO.dean))).json();
    expect(body).toMatchObject({ scope: 'own', rooms: [], busiest: [], idlest: [], totals: { rooms: 0, booked_hours: 0 } });
  });
});

describe('campus-time days', () => {
  it('puts a booking on the campus date and weekday, not the UTC one', async () => {
    // 20:00–22:00 on Monday 4 May in Los Angeles is Tuesday 03:00–05:00 UTC.
    const la = 'America/Los_Angeles';
    const room = (
      await ctx.app.db.insertInto('rooms').values({ room_name: 'LA Room 1', block_id: blockId }).returning('id').executeTakeFirstOrThrow()
    ).id;
    await ctx.app.db
      .insertInto('bookings')
      .values({
        room_id: room,
        user_id: users.faculty,
        purpose: 'LA evening',
        start_time: campusInstant('2026-05-04', '20:00', la),
        end_time: campusInstant('2026-05-04', '22:00', la),
        status: 'confirmed',
      })
      .execute();
    const figures = async (date: string) => {
      const { period, start, end } = usagePeriod(date, date, la);
      return usageStats(ctx.app.db, { from: start, to: end, tz: la, roomId: room }, period);
    };
    const monday = await figures('2026-05-04');
    expect(monday.totals.booked_hours).toBe(2);
    expect(monday.heatmap.filter((c) => c.booked_hours > 0).map((c) => [c.weekday, c.hour, c.booked_hours])).toEqual([
      [1, 20, 1],
      [1, 21, 1],
    ]);
    expect((await figures('2026-05-05')).totals.booked_hours).toBe(0);

    // 10:00–11:00 on the Mondays before and after the clock change of 8 March (UTC−8, then UTC−7).
    const morning = (date: string) => ({
      room_id: room,
      user_id: users.faculty,
      purpose: `LA morning ${date}`,
      start_time: campusInstant(date, '10:00', la),
      end_time: campusInstant(date, '11:00', la),
      status: 'confirmed' as const,
    });
    await ctx.app.db
      .insertInto('bookings')
      .values([morning('2026-03-02'), morning('2026-03-09')])
      .execute();
    const { period, start, end } = usagePeriod('2026-03-01', '2026-03-14', la);
    const march = await usageStats(ctx.app.db, { from: start, to: end, tz: la, roomId: room }, period);
    expect(march.heatmap.filter((c) => c.booked_hours > 0).map((c) => [c.weekday, c.hour, c.booked_hours])).toEqual([[1, 10, 2]]);
  });
});

describe('stored minute, length and decision time (migration 0019)', () => {
  const scopeOf = (from: string, to: string, extra: { roomId?: number; blockId?: number } = {}) => {
    const { start, end } = usagePeriod(from, to, tz);
    return { from: start, to: end, tz, ...extra };
  };

  it('cuts a booking crossing the period start to its part inside, from the campus midnight', async () => {
    // Room B's Monday 21:00 – Tuesday 01:00 booking, seen from Tuesday alone: 00:00–01:00.
    const usage = await confirmedUsage(ctx.app.db, scopeOf('2026-05-05', '2026-05-05', { roomId: rooms.b }));
    expect(usage.rooms).toEqual([{ room_id: rooms.b, hours: 1, bookings: 1, recurring: 0 }]);
    expect(usage.starts).toEqual([{ weekday: 2, minute: 0, minutes: 60, bookings: 1 }]);
  });

  it('follows an edited booking and a later decision, as the columns are generated from the row', async () => {
    const db = ctx.app.db;
    const at = (date: string, time: string) => campusInstant(date, time, tz);
    const { id } = await db
      .insertInto('bookings')
      .values({
        room_id: rooms.lab,
        user_id: users.faculty,
        purpose: 'stats edited',
        start_time: at('2026-08-03', '10:00'),
        end_time: at('2026-08-03', '11:00'),
        status: 'pending',
        created_at: at('2026-08-01', '10:00'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const scope = scopeOf('2026-08-01', '2026-08-09', { roomId: rooms.lab });
    expect((await confirmedUsage(db, scope)).starts).toEqual([]);
    expect(await requestFigures(db, scope)).toMatchObject({ made: 1, pending: 1, median_seconds: null });

    // Moved to Tuesday 14:30–16:15 and approved 90 minutes after it was made.
    await db
      .updateTable('bookings')
      .set({
        start_time: at('2026-08-04', '14:30'),
        end_time: at('2026-08-04', '16:15'),
        status: 'confirmed',
        decided_at: at('2026-08-01', '11:30'),
        decided_by: users.admin,
      })
      .where('id', '=', id)
      .execute();
    expect((await confirmedUsage(db, scope)).starts).toEqual([{ weekday: 2, minute: 14 * 60 + 30, minutes: 105, bookings: 1 }]);
    expect(await requestFigures(db, scope)).toMatchObject({ made: 1, approved: 1, pending: 0, median_seconds: 90 * 60 });

    // Cancelled by an administrator afterwards: its decision time no longer counts.
    await db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect(await requestFigures(db, scope)).toMatchObject({ made: 1, cancelled: 1, median_seconds: null });
  });
});

describe('hoursByWeekdayHour', () => {
  it('splits bookings over clock hours, on into Monday after a Sunday midnight', () => {
    const hours = hoursByWeekdayHour([
      { weekday: 1, minute: 9 * 60 + 15, minutes: 75, bookings: 2 },
      { weekday: 7, minute: 23 * 60 + 30, minutes: 60, bookings: 1 },
    ]);
    expect(Object.fromEntries(hours)).toEqual({ '1:9': 1.5, '1:10': 1, '7:23': 0.5, '1:0': 0.5 });
  });
});

describe('bad input', () => {
  it.each([
    ['from=2026-05-10&to=2026-05-01', 'The period must start on or before its end (from is after to)'],
    ['from=2024-05-01&to=2026-05-01', 'The period may cover at most 2 years'],
    ['from=2026-02-30&to=2026-03-05', 'from must be a real calendar date (YYYY-MM-DD)'],
    ['from=2026-02-01&to=2026-13-01', 'to must be a real calendar date (YYYY-MM-DD)'],
    ['from=2026-05-01&to=2026-05-31&block_id=99999', 'Unknown block id: 99999'],
    ['from=2026-05-01&to=2026-05-31&room_id=99999', 'Unknown room id: 99999'],
  ])('%s → 400 "%s"', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a room outside the chosen block, a missing period and unknown parameters', async () => {
    const other = (await ctx.app.db.selectFrom('rooms').select('id').where('block_id', '!=', blockId).executeTakeFirstOrThrow()).id;
    expect((await get(`from=2026-05-01&to=2026-05-31&block_id=${blockId}&room_id=${other}`)).json().message).toBe(
      `Room ${other} is not in block ${blockId}`,
    );
    expect((await get('to=2026-05-31')).statusCode).toBe(400);
    expect((await get('from=2026-05-01&to=2026-05-31&sort=x')).statusCode).toBe(400);
  });

  it('accepts exactly two years less a day, and needs a session', async () => {
    expect((await get('from=2024-05-01&to=2026-04-30')).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stats/usage?from=2026-05-01&to=2026-05-31' });
    expect(res.statusCode).toBe(401);
  });
});

describe('ranked', () => {
  const rooms = [
    { name: 'lab 2', occupancy: 0, booked_hours: 0 },
    { name: 'Hall 9', occupancy: 0.5, booked_hours: 7 },
    { name: 'Lab 1', occupancy: 0, booked_hours: 0 },
    { name: 'atrium', occupancy: 0.5, booked_hours: 7 },
    { name: 'Court', occupancy: 0.5, booked_hours: 9 },
  ];
  it('orders busiest or idlest first, and equal figures by name whatever its case', () => {
    expect(ranked(rooms, (r) => r.name, busiest).map((r) => r.name)).toEqual(['Court', 'atrium', 'Hall 9', 'Lab 1', 'lab 2']);
    expect(ranked(rooms, (r) => r.name, idlest).map((r) => r.name)).toEqual(['Lab 1', 'lab 2', 'atrium', 'Hall 9', 'Court']);
  });
});
