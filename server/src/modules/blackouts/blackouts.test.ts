import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';

// Issue 15: Closures (blackout periods) kept by rb_admin and super_admin. TEST_NOW is
// Wed 2026-03-04 09:30 campus time (+05:30).
let ctx: TestContext;
let admin: string;
let faculty: string;
let roomA: number;
let roomB: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, faculty] = await Promise.all([loginAs(ctx.app, DEMO.rbAdmin), loginAs(ctx.app, DEMO.faculty)]);
  roomA = await createTestRoom(ctx.database, 'Blackout Room A');
  roomB = await createTestRoom(ctx.database, 'Blackout Room B');
});
afterAll(() => ctx.close());

const post = (payload: object, cookie = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/blackouts', headers: { cookie }, payload });
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: admin } });
const count = async () => (await ctx.database.db.selectFrom('blackouts').select('id').execute()).length;

const closure = (overrides: Record<string, unknown> = {}) => ({
  starts_at: at('2026-05-04', '00:00'),
  ends_at: at('2026-05-05', '00:00'),
  scope: 'rooms',
  room_ids: [roomA],
  reason: 'Maintenance',
  ...overrides,
});

describe('creating, listing and deleting', () => {
  it('stores a closure, lists it with its rooms, and deletes it; both audited', async () => {
    const created = await post(closure({ reason: '  Diwali holiday ', room_ids: [roomB, roomA, roomA] }));
    expect(created.statusCode).toBe(201);
    const { blackout, message, affected } = created.json();
    expect(message).toBe('Closure created');
    expect(affected).toEqual([]);
    expect(blackout).toMatchObject({
      starts_at: '2026-05-04T00:00:00+05:30',
      ends_at: '2026-05-05T00:00:00+05:30',
      scope: 'rooms',
      block_id: null,
      reason: 'Diwali holiday',
      rooms: [
        { id: roomA, room_name: 'Blackout Room A' },
        { id: roomB, room_name: 'Blackout Room B' },
      ],
      created_by: expect.any(String),
      affected_count: 0,
    });
    const list = (await get('/api/admin/blackouts')).json().blackouts;
    expect(list.map((b: { id: number }) => b.id)).toContain(blackout.id);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/blackouts/${blackout.id}`, headers: { cookie: admin } });
    expect(del.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/blackouts/${blackout.id}`, headers: { cookie: admin } })).statusCode,
    ).toBe(404);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'blackout')
      .where('entity_id', '=', String(blackout.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['blackout.create', 'blackout.delete']);
  });

  it('is for rb_admin and super_admin only', async () => {
    expect((await post(closure(), faculty)).statusCode).toBe(403);
  });
});

describe('bad input: 400 with a message, nothing stored', () => {
  // Overrides are functions: the test's rooms exist only once beforeAll has run.
  const cases: [string, () => Record<string, unknown>, string][] = [
    [
      'an inverted range',
      () => ({ starts_at: at('2026-05-10', '12:00'), ends_at: at('2026-05-10', '09:00') }),
      'The closure must end after it starts.',
    ],
    [
      'an empty range',
      () => ({ starts_at: at('2026-05-10', '12:00'), ends_at: at('2026-05-10', '12:00') }),
      'The closure must end after it starts.',
    ],
    [
      'a time without an offset',
      () => ({ starts_at: '2026-05-10T12:00:00' }),
      'starts_at must be a date and time with its offset, e.g. 2026-11-09T00:00:00+05:30',
    ],
    [
      'an impossible date',
      () => ({ ends_at: '2026-02-30T12:00:00+05:30' }),
      'ends_at must be a date and time with its offset, e.g. 2026-11-09T00:00:00+05:30',
    ],
    [
      'a closure that has ended',
      () => ({ starts_at: at('2026-03-01', '09:00'), ends_at: at('2026-03-02', '09:00') }),
      'The closure must end in the future.',
    ],
    ['a closure of three years', () => ({ ends_at: at('2029-05-05', '00:00') }), 'A closure can last at most 731 days.'],
    ['an empty reason', () => ({ reason: '   ' }), 'Please give a reason for the closure.'],
    ['a reason too long', () => ({ reason: 'x'.repeat(201) }), 'The reason can be at most 200 characters.'],
    ['a reason with a control character', () => ({ reason: 'Exam\u0007hall' }), 'Reason cannot contain control characters'],
    ['a rooms closure naming no room', () => ({ room_ids: [] }), 'Choose at least one room to close.'],
    ['a block closure naming no block', () => ({ scope: 'block', room_ids: undefined }), 'Choose the block to close.'],
    ['a campus closure naming rooms', () => ({ scope: 'campus' }), 'A campus-wide closure names no block or rooms.'],
    ['unknown rooms', () => ({ room_ids: [roomA, 999_998, 999_999] }), 'Unknown room ids: 999998, 999999'],
    ['an unknown block', () => ({ scope: 'block', room_ids: undefined, block_id: 999_999 }), 'Unknown block id: 999999'],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const body = closure(overrides());
    const before = await count();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses an overlap with a closure of the same rooms, names it; other rooms or touching times are fine', async () => {
    const first = await post(closure({ starts_at: at('2026-06-01', '09:00'), ends_at: at('2026-06-01', '13:00'), reason: 'Exam hall' }));
    expect(first.statusCode).toBe(201);
    const before = await count();
    const overlapping = await post(
      closure({ starts_at: at('2026-06-01', '12:00'), ends_at: at('2026-06-01', '15:00'), room_ids: [roomB, roomA] }),
    );
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toBe(
      'This overlaps the closure "Exam hall" (Mon, Jun 01, 2026, 09:00 AM – 01:00 PM) for the same rooms.',
    );
    const block = (await ctx.database.db.selectFrom('rooms').select('block_id').where('id', '=', roomA).executeTakeFirstOrThrow()).block_id;
    const sameBlock = await post(
      closure({
        starts_at: at('2026-06-01', '10:00'),
        ends_at: at('2026-06-01', '11:00'),
        scope: 'block',
        room_ids: undefined,
        block_id: block,
      }),
    );
    expect(sameBlock.statusCode).toBe(400);
    const campus = await post(
      closure({ starts_at: at('2026-06-01', '10:00'), ends_at: at('2026-06-01', '11:00'), scope: 'campus', room_ids: undefined }),
    );
    expect(campus.statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(
      (await post(closure({ starts_at: at('2026-06-01', '12:00'), ends_at: at('2026-06-01', '15:00'), room_ids: [roomB] }))).statusCode,
    ).toBe(201);
    expect((await post(closure({ starts_at: at('2026-06-01', '13:00'), ends_at: at('2026-06-01', '15:00') }))).statusCode).toBe(201);
  });
});

describe('bookings already inside a new closure', () => {
  it('are listed in the answer and by the closure, and cancelled with a notification each through the bulk cancel', async () => {
    const room = await createTestRoom(ctx.database, 'Blackout Room C');
    const booked = [];
    for (const [start, end] of [
      ['10:00', '11:00'],
      ['14:00', '15:00'],
    ]) {
      const res = await bookRoom(ctx.app, faculty, {
        room_id: room,
        start_time: at('2026-07-06', start),
        end_time: at('2026-07-06', end),
        purpose: 'Club meet',
      });
      booked.push(res.json().booking.id);
    }
    const outside = await bookRoom(ctx.app, faculty, {
      room_id: room,
      start_time: at('2026-07-07', '10:00'),
      end_time: at('2026-07-07', '11:00'),
      purpose: 'Next day',
    });

    const created = await post(
      closure({ starts_at: at('2026-07-06', '00:00'), ends_at: at('2026-07-07', '00:00'), room_ids: [room], reason: 'Flooding' }),
    );
    expect(created.statusCode).toBe(201);
    const { blackout, affected } = created.json();
    expect(affected.map((b: { id: number }) => b.id)).toEqual(booked);
    expect(affected[0]).toMatchObject({
      room_name: 'Blackout Room C',
      purpose: 'Club meet',
      status: 'pending',
      start_time: '2026-07-06T10:00:00+05:30',
    });
    expect(blackout.affected_count).toBe(2);
    expect((await get(`/api/admin/blackouts/${blackout.id}/bookings`)).json().bookings).toHaveLength(2);

    const notificationsBefore = (await ctx.database.db.selectFrom('notifications').select('id').execute()).length;
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/blackouts/${blackout.id}/cancel-bookings`,
      headers: { cookie: admin },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: '2 bookings cancelled.', cancelled: 2 });
    const rows = await ctx.database.db
      .selectFrom('bookings')
      .select(['id', 'status', 'decision_reason'])
      .where('room_id', '=', room)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: booked[0], status: 'cancelled', decision_reason: 'Room closed: Flooding' },
      { id: booked[1], status: 'cancelled', decision_reason: 'Room closed: Flooding' },
      { id: outside.json().booking.id, status: 'pending', decision_reason: null },
    ]);
    expect((await ctx.database.db.selectFrom('notifications').select('id').execute()).length).toBeGreaterThan(notificationsBefore);
    expect((await get(`/api/admin/blackouts/${blackout.id}/bookings`)).json().bookings).toEqual([]);
  });
});
