import { POLICY_MESSAGES } from '../../contracts/booking-policy';
import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { at, bookRoom, storeBooking } from '../../../test/booking-kit';

// Issue 35: "Find a free room" applies the booker's days-ahead policy (the words booking
// uses) and lists the rooms a closure takes as closed, with its reason. The injected clock
// is TEST_NOW, Wed 2026-03-04 09:30 campus time (+05:30); the policy keeps the migration's limits.
let ctx: TestContext;
let admin: string;
let faculty: string;
let rbAdmin: string;
let blockId: number;
let rooms: Record<'small' | 'mid' | 'hall' | 'staff', number>;
beforeAll(async () => {
  ctx = await createTestApp({ bookingPolicy: 'defaults' });
  [admin, faculty, rbAdmin] = await Promise.all([DEMO.superAdmin, DEMO.faculty, DEMO.rbAdmin].map((email) => loginAs(ctx.app, email)));
  const db = ctx.app.db;
  blockId = (await db.insertInto('blocks').values({ block_name: 'Finder Block' }).returning('id').executeTakeFirstOrThrow()).id;
  const room = async (room_name: string, capacity: number, access: string[] = []) =>
    (
      await db
        .insertInto('rooms')
        .values({ room_name, block_id: blockId, capacity, features: [], access })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  rooms = {
    small: await room('Finder S', 10),
    mid: await room('Finder M', 30),
    hall: await room('Finder H', 80),
    staff: await room('Finder X', 20, ['Staff']),
  };
});
afterAll(() => ctx.close());

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const search = (date: string, start = '10:00', end = '11:00', cookie = faculty, extra = '') =>
  get(`/api/faculty/free-rooms?block_id=${blockId}&date=${date}&start=${start}&end=${end}${extra}`, cookie);
const close = async (starts_at: string, ends_at: string, reason: string, scope: object) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/blackouts',
    headers: { cookie: admin },
    payload: { starts_at, ends_at, reason, ...scope },
  });
  expect(res.statusCode).toBe(201);
};
/** Names of the free rooms, and of the closed ones with their reasons. */
async function answer(date: string, start = '10:00', end = '11:00', extra = '') {
  const res = await search(date, start, end, faculty, extra);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { rooms: { room_name: string }[]; closed: { room_name: string; closure: { reason: string } }[] };
  return { free: body.rooms.map((r) => r.room_name), closed: body.closed.map((r) => `${r.room_name}: ${r.closure.reason}`) };
}

describe('the days-ahead policy', () => {
  const setDaysAhead = async (days: number) => {
    const payload = { max_pending: 10, max_hours_per_week: 20, max_days_ahead: days };
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/booking-policies/rb_faculty', headers: { cookie: admin }, payload });
    expect(res.statusCode).toBe(200);
  };
  beforeAll(() => setDaysAhead(7));
  afterAll(() => setDaysAhead(180));
  afterEach(() => {
    ctx.clock.now = TEST_NOW;
  });

  it('refuses a day past the limit with the words booking would answer, and searches the last day allowed', async () => {
    // 2026-03-04 + 7 days = 2026-03-11.
    expect((await search('2026-03-11')).statusCode).toBe(200);
    const refused = await search('2026-03-12');
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: POLICY_MESSAGES.daysAhead(7) }]);
    const booking = await bookRoom(ctx.app, faculty, {
      room_id: rooms.small,
      start_time: at('2026-03-12', '10:00'),
      end_time: at('2026-03-12', '11:00'),
      purpose: 'Too far',
    });
    expect([booking.statusCode, booking.json().message]).toEqual([400, 'You can book at most 7 days ahead.']);
  });

  it('counts the days from the campus date the clock reads', async () => {
    // Signed in at each time: a session idle since 09:30 has expired by the evening.
    ctx.clock.now = new Date('2026-03-04T18:29:00Z'); // 23:59 on the 4th, campus time
    let cookie = await loginAs(ctx.app, DEMO.faculty);
    expect((await search('2026-03-12', '10:00', '11:00', cookie)).statusCode).toBe(400);
    ctx.clock.now = new Date('2026-03-04T18:30:00Z'); // 00:00 on the 5th
    cookie = await loginAs(ctx.app, DEMO.faculty);
    expect((await search('2026-03-12', '10:00', '11:00', cookie)).statusCode).toBe(200);
    expect((await get('/api/me/booking-policy', cookie)).json()).toEqual({ days_ahead: { max_days_ahead: 7, last_date: '2026-03-12' } });
  });

  it('tells a booker their limit and last day; administrators have none; non-bookers may not ask', async () => {
    expect((await get('/api/me/booking-policy', faculty)).json()).toEqual({ days_ahead: { max_days_ahead: 7, last_date: '2026-03-11' } });
    expect((await get('/api/me/booking-policy', rbAdmin)).json()).toEqual({ days_ahead: null });
    expect((await get('/api/me/booking-policy', await loginAs(ctx.app, DEMO.dean))).statusCode).toBe(403);
  });

  it('does not limit administrators', async () => {
    expect((await search('2026-09-30', '10:00', '11:00', rbAdmin)).statusCode).toBe(200);
  });

  it('still answers bad input with its own 400 first, never 500', async () => {
    const cases: [string, string][] = [
      ['date=2026-02-30&start=10:00&end=11:00', 'date must be a real calendar date (YYYY-MM-DD)'],
      ['date=2026-03-20&start=11:00&end=10:00', BOOKING_MESSAGES.endBeforeStart],
      ['date=2031-03-20&start=10:00&end=11:00', BOOKING_MESSAGES.tooFarAhead],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/faculty/free-rooms?${query}`, faculty);
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { message }]);
    }
    expect((await get('/api/faculty/free-rooms?date=99999-01-01&start=10:00&end=11:00', faculty)).statusCode).toBe(400);
  });
});

describe('closed rooms', () => {
  it('lists a closed room apart, with its reason, whatever its bookings; touching closures do not close it', async () => {
    await close(at('2026-03-10', '00:00'), at('2026-03-11', '00:00'), 'Floor polishing', { scope: 'rooms', room_ids: [rooms.mid] });
    await close(at('2026-03-10', '11:00'), at('2026-03-10', '12:00'), 'Fire drill', { scope: 'rooms', room_ids: [rooms.small] });
    await storeBooking(ctx.database, DEMO.clubs, rooms.mid, at('2026-03-10', '10:00'), at('2026-03-10', '11:00'));
    expect(await answer('2026-03-10')).toEqual({ free: ['Finder S', 'Finder H'], closed: ['Finder M: Floor polishing'] });
    expect(await answer('2026-03-10', '10:30', '11:30')).toEqual({
      free: ['Finder H'],
      closed: ['Finder S: Fire drill', 'Finder M: Floor polishing'],
    });
    // The search's filters hold for closed rooms too; a room the searcher may not book is not shown.
    expect(await answer('2026-03-10', '10:30', '11:30', '&capacity=20')).toEqual({
      free: ['Finder H'],
      closed: ['Finder M: Floor polishing'],
    });
  });

  it('names the first closure of the time when two follow each other, and a block closure closes its rooms', async () => {
    await close(at('2026-03-16', '10:00'), at('2026-03-16', '10:30'), 'Painting', { scope: 'rooms', room_ids: [rooms.hall] });
    await close(at('2026-03-16', '10:30'), at('2026-03-16', '12:00'), 'Audit', { scope: 'rooms', room_ids: [rooms.hall] });
    expect((await answer('2026-03-16')).closed).toEqual(['Finder H: Painting']);
    expect((await answer('2026-03-16', '11:00', '12:00')).closed).toEqual(['Finder H: Audit']);
    await close(at('2026-03-17', '09:00'), at('2026-03-17', '18:00'), 'Block rewiring', { scope: 'block', block_id: blockId });
    expect(await answer('2026-03-17')).toEqual({
      free: [],
      closed: ['Finder S: Block rewiring', 'Finder M: Block rewiring', 'Finder H: Block rewiring'],
    });
    const staff = await search('2026-03-17', '10:00', '11:00', rbAdmin);
    expect(staff.json().closed.map((r: { id: number }) => r.id)).toContain(rooms.staff);
  });

  it('writes the answer the response schema gives: a closed room is its Room, then the closure', async () => {
    const res = await search('2026-03-17', '10:00', '11:00', faculty, '&capacity=80');
    const hall = {
      id: rooms.hall,
      room_name: 'Finder H',
      block_id: blockId,
      block_name: 'Finder Block',
      capacity: 80,
      image: null,
      features: [],
      access: [],
    };
    const expected = {
      start_time: '2026-03-17T10:00:00+05:30',
      end_time: '2026-03-17T11:00:00+05:30',
      rooms: [],
      closed: [{ ...hall, closure: { reason: 'Block rewiring' } }],
    };
    expect(res.body).toBe(JSON.stringify(expected));
  });
});
