import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';

// Issue 15: every write path of the bookings module refuses a time inside a closure with
// "Room closed: <reason>", under the room lock; an administrator may override, audited.
// TEST_NOW is Wed 2026-03-04 09:30 campus time (Asia/Kolkata, +05:30). Runs on PGlite and PostgreSQL.
let ctx: TestContext;
let admin: string;
let rbAdmin: string;
let faculty: string;
let dean: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, rbAdmin, faculty, dean] = await Promise.all(
    [DEMO.superAdmin, DEMO.rbAdmin, DEMO.faculty, DEMO.dean].map((email) => loginAs(ctx.app, email)),
  );
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let rooms = 0;
/** A room of the test's own, closed on `date` (a campus day, midnight to midnight) for `reason`. */
async function closedRoom(date: string, reason: string, nextDay: string) {
  const roomId = await createTestRoom(ctx.database, `Closure Room ${++rooms}`);
  const res = await inject('POST', '/api/admin/blackouts', admin, {
    starts_at: at(date, '00:00'),
    ends_at: at(nextDay, '00:00'),
    scope: 'rooms',
    room_ids: [roomId],
    reason,
  });
  expect(res.statusCode).toBe(201);
  return roomId;
}

const slot = (roomId: number, date: string, start: string, end: string, purpose = 'Seminar') => ({
  room_id: roomId,
  start_time: at(date, start),
  end_time: at(date, end),
  purpose,
});

const auditActions = async (entity: string, id: number) =>
  (
    await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((r) => ({ action: r.action, after: r.after }));

describe('single booking', () => {
  it('is refused inside the closure with its reason, for a requester and an administrator alike', async () => {
    const roomId = await closedRoom('2026-03-10', 'Diwali holiday', '2026-03-11');
    for (const cookie of [faculty, admin]) {
      const res = await bookRoom(ctx.app, cookie, slot(roomId, '2026-03-10', '10:00', '11:00'));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Room closed: Diwali holiday');
    }
    expect(await ctx.database.db.selectFrom('bookings').select('id').where('room_id', '=', roomId).execute()).toEqual([]);
  });

  it('ending at 00:00 campus time: the last slot of the day before is refused, the next morning is free', async () => {
    const roomId = await closedRoom('2026-03-12', 'Exam hall', '2026-03-13');
    const lastSlot = await bookRoom(ctx.app, faculty, slot(roomId, '2026-03-12', '22:00', '23:00'));
    expect(lastSlot.statusCode).toBe(409);
    expect(lastSlot.json().message).toBe('Room closed: Exam hall');
    expect((await bookRoom(ctx.app, faculty, slot(roomId, '2026-03-13', '09:00', '10:00'))).statusCode).toBe(201);
    // And the evening before it starts (its start at 00:00 touches nothing of 22:00–23:00).
    expect((await bookRoom(ctx.app, faculty, slot(roomId, '2026-03-11', '22:00', '23:00'))).statusCode).toBe(201);
  });

  it('a campus-wide closure and a block closure take every room of their scope', async () => {
    const roomId = await createTestRoom(ctx.database, `Closure Room ${++rooms}`);
    const room = await ctx.database.db.selectFrom('rooms').select('block_id').where('id', '=', roomId).executeTakeFirstOrThrow();
    const campus = { starts_at: at('2026-04-01', '09:00'), ends_at: at('2026-04-01', '12:00'), scope: 'campus', reason: 'Convocation' };
    const block = {
      starts_at: at('2026-04-02', '09:00'),
      ends_at: at('2026-04-02', '12:00'),
      scope: 'block',
      block_id: room.block_id,
      reason: 'Wiring',
    };
    expect((await inject('POST', '/api/admin/blackouts', rbAdmin, campus)).statusCode).toBe(201);
    expect((await inject('POST', '/api/admin/blackouts', rbAdmin, block)).statusCode).toBe(201);
    expect((await bookRoom(ctx.app, faculty, slot(roomId, '2026-04-01', '11:45', '12:15'))).json().message).toBe(
      'Room closed: Convocation',
    );
    expect((await bookRoom(ctx.app, faculty, slot(roomId, '2026-04-02', '09:00', '09:15'))).json().message).toBe('Room closed: Wiring');
    expect((await bookRoom(ctx.app, faculty, slot(roomId, '2026-04-02', '12:00', '13:00'))).statusCode).toBe(201);
  });

  it('an administrator overrides with override_closure: booked, and the override audited with the closure', async () => {
    const roomId = await closedRoom('2026-03-16', 'Maintenance', '2026-03-17');
    const res = await bookRoom(ctx.app, admin, { ...slot(roomId, '2026-03-16', '10:00', '11:00'), override_closure: true });
    expect(res.statusCode).toBe(201);
    const audit = await auditActions('booking', res.json().booking.id);
    expect(audit.map((a) => a.action)).toEqual(['booking.create', 'closure.override']);
    expect(audit[1].after).toMatchObject({ closures: [{ reason: 'Maintenance' }] });
  });

  it('a requester may not override: 403, nothing stored', async () => {
    const roomId = await closedRoom('2026-03-17', 'Maintenance', '2026-03-18');
    const res = await bookRoom(ctx.app, faculty, { ...slot(roomId, '2026-03-17', '10:00', '11:00'), override_closure: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only administrators can book over a closure.');
  });
});

describe('editing into a closure', () => {
  it('refuses the booker’s move and the administrator’s edit; purpose-only edits of a booking found inside stay possible', async () => {
    const roomId = await createTestRoom(ctx.database, `Closure Room ${++rooms}`);
    const booked = await bookRoom(ctx.app, faculty, slot(roomId, '2026-03-18', '10:00', '11:00'));
    const id = booked.json().booking.id;
    const closure = {
      starts_at: at('2026-03-19', '00:00'),
      ends_at: at('2026-03-20', '00:00'),
      scope: 'rooms',
      room_ids: [roomId],
      reason: 'Holi',
    };
    expect((await inject('POST', '/api/admin/blackouts', admin, closure)).statusCode).toBe(201);
    const into = { purpose: 'Seminar', start_time: at('2026-03-19', '10:00'), end_time: at('2026-03-19', '11:00') };

    const own = await inject('PUT', `/api/faculty/bookings/${id}`, faculty, into);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Room closed: Holi');
    const byAdmin = await inject('PUT', `/api/admin/bookings/${id}`, rbAdmin, into);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe('Room closed: Holi');

    const overridden = await inject('PUT', `/api/admin/bookings/${id}`, rbAdmin, { ...into, override_closure: true });
    expect(overridden.statusCode).toBe(200);
    expect((await auditActions('booking', id)).map((a) => a.action)).toEqual([
      'booking.create',
      'booking.admin_update',
      'closure.override',
    ]);
    // Now inside the closure, its purpose may still change without an override.
    expect((await inject('PUT', `/api/admin/bookings/${id}`, rbAdmin, { ...into, purpose: 'Moved seminar' })).statusCode).toBe(200);
  });
});

describe('approving a request', () => {
  it('refuses the dean inside a closure; super_admin may override, audited; declining always works', async () => {
    const roomId = await createTestRoom(ctx.database, `Closure Room ${++rooms}`);
    const first = (await bookRoom(ctx.app, faculty, slot(roomId, '2026-03-23', '10:00', '11:00'))).json().booking.id;
    const second = (await bookRoom(ctx.app, faculty, slot(roomId, '2026-03-23', '11:00', '12:00'))).json().booking.id;
    const closure = {
      starts_at: at('2026-03-23', '00:00'),
      ends_at: at('2026-03-24', '00:00'),
      scope: 'rooms',
      room_ids: [roomId],
      reason: 'Flooding',
    };
    expect((await inject('POST', '/api/admin/blackouts', admin, closure)).statusCode).toBe(201);

    const approve = (cookie: string, id: number, extra: object = {}) =>
      inject('POST', '/api/room_booking/grant_approval', cookie, { request_id: id, status: 'approved', ...extra });
    const refused = await approve(dean, first);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Room closed: Flooding');
    expect((await approve(dean, first, { override_closure: true })).statusCode).toBe(403);
    const status = async (id: number) =>
      (await ctx.database.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status(first)).toBe('pending');

    expect((await approve(admin, first, { override_closure: true })).statusCode).toBe(200);
    expect(await status(first)).toBe('confirmed');
    expect((await auditActions('booking', first)).map((a) => a.action)).toEqual(['booking.create', 'approve', 'closure.override']);
    const decline = await inject('POST', '/api/room_booking/grant_approval', dean, { request_id: second, status: 'rejected' });
    expect(decline.statusCode).toBe(200);
  });
});

describe('recurring series', () => {
  const pattern = [{ day_of_week: 1, start_time: '10:00', end_time: '11:00' }];
  const series = (roomId: number) => ({
    rooms: [roomId],
    purpose: 'Weekly lab',
    weekly_pattern: pattern,
    start_date: '2026-04-06',
    end_date: '2026-04-26',
  });

  it('the conflict review lists the closed date with its reason; confirming over it is refused, skipping it books the rest', async () => {
    const roomId = await closedRoom('2026-04-13', 'Ambedkar Jayanti', '2026-04-14');
    const created = await inject('POST', '/api/faculty/bookroom/recurring', admin, series(roomId));
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.success).toBe(false);
    expect(body.conflicts).toEqual([
      {
        date: '2026-04-13',
        day_of_week: 1,
        time_slot: '10:00-11:00',
        conflicting_bookings: [{ user_name: 'Room closed', purpose: 'Ambedkar Jayanti' }],
      },
    ]);
    const confirm = (extra: object) =>
      inject('POST', '/api/bookings/recurring/confirm', admin, { recurring_booking_id: body.recurring_booking_id, ...extra });
    const refused = await confirm({ skip_dates: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts[0].conflicting_bookings).toEqual([{ user_name: 'Room closed', purpose: 'Ambedkar Jayanti' }]);
    expect((await confirm({ skip_dates: ['2026-04-13'] })).statusCode).toBe(201);
    const booked = await ctx.database.db.selectFrom('bookings').select('id').where('room_id', '=', roomId).execute();
    expect(booked).toHaveLength(2);
  });

  it('confirming with override_closure books the closed date too, and the series audit says so', async () => {
    const roomId = await closedRoom('2026-04-20', 'Inspection', '2026-04-21');
    const drafted = (await inject('POST', '/api/faculty/bookroom/recurring', rbAdmin, series(roomId))).json();
    const res = await inject('POST', '/api/bookings/recurring/confirm', rbAdmin, {
      recurring_booking_id: drafted.recurring_booking_id,
      skip_dates: [],
      override_closure: true,
    });
    expect(res.statusCode).toBe(201);
    expect(await ctx.database.db.selectFrom('bookings').select('id').where('room_id', '=', roomId).execute()).toHaveLength(3);
    const audit = await auditActions('recurring_series', drafted.recurring_booking_id);
    expect(audit.map((a) => a.action)).toEqual(['recurring.draft', 'recurring.confirm', 'closure.override']);
  });

  it('creating with no closure and no clash books at once; a closure made later makes a move into it a conflict', async () => {
    const roomId = await createTestRoom(ctx.database, `Closure Room ${++rooms}`);
    const created = (await inject('POST', '/api/faculty/bookroom/recurring', admin, series(roomId))).json();
    expect(created.success).toBe(true);
    const closure = {
      starts_at: at('2026-04-13', '11:00'),
      ends_at: at('2026-04-13', '13:00'),
      scope: 'rooms',
      room_ids: [roomId],
      reason: 'Audit',
    };
    expect((await inject('POST', '/api/admin/blackouts', admin, closure)).statusCode).toBe(201);
    const move = (start: string, end: string) =>
      inject('PUT', `/api/faculty/bookings/recurring/${created.recurring_booking_id}`, admin, {
        purpose: 'Weekly lab',
        start_time: at('2026-04-06', start),
        end_time: at('2026-04-06', end),
      });
    const moved = await move('10:30', '11:30');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().conflicts).toEqual([
      {
        date: '2026-04-13',
        day_of_week: 1,
        time_slot: '10:30-11:30',
        conflicting_bookings: [{ user_name: 'Room closed', purpose: 'Audit' }],
      },
    ]);
    // Staying where they are (10:00–11:00 touches the closure's 11:00 start), the purpose may change.
    expect((await move('10:00', '11:00')).statusCode).toBe(200);
  });
});

describe('what readers see', () => {
  it('the timeline lists the closure over the room with its reason; free-room search leaves the room out', async () => {
    const roomId = await closedRoom('2026-03-25', 'Pest control', '2026-03-26');
    const slots = await inject('POST', '/api/faculty/getbookedslots', faculty, {
      room_ids: [roomId],
      start_date: '2026-03-25',
      end_date: '2026-03-25',
    });
    expect(slots.statusCode).toBe(200);
    expect(slots.json().closures).toEqual([
      { room_id: roomId, start_time: '2026-03-25T00:00:00+05:30', end_time: '2026-03-26T00:00:00+05:30', reason: 'Pest control' },
    ]);
    const free = async (date: string) =>
      (await inject('GET', `/api/faculty/free-rooms?date=${date}&start=10:00&end=11:00`, faculty))
        .json()
        .rooms.map((r: { id: number }) => r.id);
    expect(await free('2026-03-25')).not.toContain(roomId);
    expect(await free('2026-03-26')).toContain(roomId);
  });
  it('the timeline lists several closures by room, then start, with the times a closure spans beyond the days asked', async () => {
    const [first, second] = [
      await closedRoom('2026-06-11', 'Painting', '2026-06-12'),
      await closedRoom('2026-06-11', 'Audit', '2026-06-15'),
    ];
    const earlier = await inject('POST', '/api/admin/blackouts', admin, {
      starts_at: at('2026-06-10', '09:00'),
      ends_at: at('2026-06-10', '13:00'),
      scope: 'rooms',
      room_ids: [second, first],
      reason: 'Fire drill',
    });
    expect(earlier.statusCode).toBe(201);
    const slots = await inject('POST', '/api/faculty/getbookedslots', faculty, {
      room_ids: [second, first],
      start_date: '2026-06-10',
      end_date: '2026-06-11',
    });
    const closure = (room_id: number, start_time: string, end_time: string, reason: string) => ({ room_id, start_time, end_time, reason });
    expect(slots.json().closures).toEqual([
      closure(first, '2026-06-10T09:00:00+05:30', '2026-06-10T13:00:00+05:30', 'Fire drill'),
      closure(first, '2026-06-11T00:00:00+05:30', '2026-06-12T00:00:00+05:30', 'Painting'),
      closure(second, '2026-06-10T09:00:00+05:30', '2026-06-10T13:00:00+05:30', 'Fire drill'),
      closure(second, '2026-06-11T00:00:00+05:30', '2026-06-15T00:00:00+05:30', 'Audit'),
    ]);
  });
});

describe('a closure created while bookings are being made', () => {
  it('every booking stored inside it is one the create answer lists; the others were refused with its reason', async () => {
    const roomIds: number[] = [];
    for (let i = 0; i < 6; i++) roomIds.push(await createTestRoom(ctx.database, `Closure Race Room ${i}`));
    const bookings = roomIds.map((roomId) => bookRoom(ctx.app, admin, slot(roomId, '2026-05-11', '10:00', '11:00')));
    const created = inject('POST', '/api/admin/blackouts', rbAdmin, {
      starts_at: at('2026-05-11', '00:00'),
      ends_at: at('2026-05-12', '00:00'),
      scope: 'rooms',
      room_ids: roomIds,
      reason: 'Strike',
    });
    const [answer, ...booked] = await Promise.all([created, ...bookings]);
    expect(answer.statusCode).toBe(201);
    for (const res of booked) {
      if (res.statusCode !== 201) expect(res.json().message).toBe('Room closed: Strike');
    }
    const stored = await ctx.database.db.selectFrom('bookings').select('id').where('room_id', 'in', roomIds).orderBy('id').execute();
    expect(
      answer
        .json()
        .affected.map((b: { id: number }) => b.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(stored.map((b) => b.id));
  });
});
