import { minutesToTime } from '../../contracts/booking-limits';
import { POLICY_MESSAGES } from '../../contracts/booking-policy';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';

// Issue 15: the booking policy per role, enforced inside the bookings module. TEST_NOW is
// Wed 2026-03-04 09:30 campus time; the campus week runs Monday to Sunday.
let ctx: TestContext;
let admin: string;
let rooms: number[];
beforeAll(async () => {
  ctx = await createTestApp({ bookingPolicy: 'defaults' });
  admin = await loginAs(ctx.app, DEMO.superAdmin);
  rooms = [];
  for (let i = 0; i < 20; i++) rooms.push(await createTestRoom(ctx.database, `Policy Room ${i}`));
});
afterAll(() => ctx.close());

let userCount = 0;
/** A booker of the test's own (no seeded bookings), signed in. */
async function newBooker(access: string[] = ['rb_faculty']) {
  const email = `policy${++userCount}@campus.example`;
  await ctx.database.db
    .insertInto('users')
    .values({ email, name: `Policy ${userCount}`, access })
    .execute();
  return loginAs(ctx.app, email);
}

const setPolicy = (role: string, values: Record<string, number>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/booking-policies/${role}`, headers: { cookie: admin }, payload: values });

const DEFAULTS = { max_pending: 10, max_hours_per_week: 20, max_days_ahead: 180 };
afterEach(async () => {
  expect((await setPolicy('rb_faculty', DEFAULTS)).statusCode).toBe(200);
});

/** A 30-minute slot on a date: slot n starts at 09:00 + n × 30 min. */
const slot = (room: number, date: string, n: number, purpose = `Slot ${n}`) => {
  const minutes = 9 * 60 + n * 30;
  return { room_id: room, start_time: at(date, minutesToTime(minutes)), end_time: at(date, minutesToTime(minutes + 30)), purpose };
};

describe('pending requests', () => {
  it('takes requests up to the limit, refuses the next naming it, and takes one again after a cancel', async () => {
    const cookie = await newBooker();
    const ids: number[] = [];
    for (let n = 0; n < 10; n++) {
      const res = await bookRoom(ctx.app, cookie, slot(rooms[0], '2026-03-10', n));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().booking.id);
    }
    const over = await bookRoom(ctx.app, cookie, slot(rooms[0], '2026-03-10', 10));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You already have 10 pending requests; wait for a decision or cancel one.');
    expect(over.json().message).toBe(POLICY_MESSAGES.pending(10));

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/faculty/bookings/${ids[0]}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    expect((await bookRoom(ctx.app, cookie, slot(rooms[0], '2026-03-10', 10))).statusCode).toBe(201);
  });

  it('counts only requests that are still pending and not over', async () => {
    const cookie = await newBooker();
    expect((await setPolicy('rb_faculty', { ...DEFAULTS, max_pending: 1 })).statusCode).toBe(200);
    const first = await bookRoom(ctx.app, cookie, slot(rooms[1], '2026-03-10', 0));
    expect(first.statusCode).toBe(201);
    await ctx.database.db.updateTable('bookings').set({ status: 'confirmed' }).where('id', '=', first.json().booking.id).execute();
    expect((await bookRoom(ctx.app, cookie, slot(rooms[1], '2026-03-10', 1))).statusCode).toBe(201);
    expect((await bookRoom(ctx.app, cookie, slot(rooms[1], '2026-03-10', 2))).json().message).toBe(
      'You already have 1 pending request; wait for a decision or cancel one.',
    );
  });

  it('an edit does not count against itself; sending a confirmed booking back to approval does', async () => {
    const cookie = await newBooker();
    expect((await setPolicy('rb_faculty', { ...DEFAULTS, max_pending: 1 })).statusCode).toBe(200);
    const pending = (await bookRoom(ctx.app, cookie, slot(rooms[2], '2026-03-11', 0))).json().booking;
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/faculty/bookings/${pending.id}`,
      headers: { cookie },
      payload: { ...slot(rooms[2], '2026-03-11', 3, 'Moved later'), room_id: undefined },
    });
    expect(moved.statusCode).toBe(200);

    // A confirmed booking whose purpose changes goes back to pending: a second request.
    const confirmedId = await ctx.database.db
      .insertInto('bookings')
      .values({ ...storedSlot(rooms[2], '2026-03-12', 0), user_id: await userIdOf(cookie), status: 'confirmed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/faculty/bookings/${confirmedId.id}`,
      headers: { cookie },
      payload: { ...slot(rooms[2], '2026-03-12', 0, 'A new purpose'), room_id: undefined },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(POLICY_MESSAGES.pending(1));
  });
});

describe('hours per week', () => {
  it('takes bookings up to the weekly hours, refuses beyond naming the limit, and counts each campus week on its own', async () => {
    const cookie = await newBooker();
    expect((await setPolicy('rb_faculty', { ...DEFAULTS, max_hours_per_week: 1 })).statusCode).toBe(200);
    expect((await bookRoom(ctx.app, cookie, slot(rooms[3], '2026-03-09', 0))).statusCode).toBe(201); // Monday
    const sunday = await bookRoom(ctx.app, cookie, slot(rooms[3], '2026-03-15', 1)); // the same week's Sunday
    expect(sunday.statusCode).toBe(201);
    const over = await bookRoom(ctx.app, cookie, slot(rooms[3], '2026-03-13', 2));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(POLICY_MESSAGES.hoursPerWeek(1, 'Mon, Mar 09, 2026', 90));
    expect(over.json().message).toBe('You can book at most 1 hours per week; the week of Mon, Mar 09, 2026 would have 1.5 hours booked.');
    expect((await bookRoom(ctx.app, cookie, slot(rooms[3], '2026-03-16', 2))).statusCode).toBe(201); // next Monday

    // Moving a booking within its full week is not counted twice.
    const id = sunday.json().booking.id;
    const move = await ctx.app.inject({
      method: 'PUT',
      url: `/api/faculty/bookings/${id}`,
      headers: { cookie },
      payload: { ...slot(rooms[3], '2026-03-14', 5, 'Saturday instead'), room_id: undefined },
    });
    expect(move.statusCode).toBe(200);
  });

  it('counts only bookings that hold their room: a cancelled one frees its hours', async () => {
    const cookie = await newBooker();
    expect((await setPolicy('rb_faculty', { ...DEFAULTS, max_hours_per_week: 1 })).statusCode).toBe(200);
    const ids: number[] = [];
    for (const n of [0, 1]) ids.push((await bookRoom(ctx.app, cookie, slot(rooms[18], '2026-03-10', n))).json().booking.id);
    expect((await bookRoom(ctx.app, cookie, slot(rooms[18], '2026-03-10', 2))).statusCode).toBe(409);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/faculty/bookings/${ids[0]}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    expect((await bookRoom(ctx.app, cookie, slot(rooms[18], '2026-03-10', 2))).statusCode).toBe(201);
  });
});

describe('days ahead', () => {
  it('takes a booking on the last day allowed and refuses the day after', async () => {
    const cookie = await newBooker();
    // 2026-03-04 + 180 days = 2026-08-31.
    expect((await bookRoom(ctx.app, cookie, slot(rooms[4], '2026-08-31', 0))).statusCode).toBe(201);
    const over = await bookRoom(ctx.app, cookie, slot(rooms[4], '2026-09-01', 0));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('You can book at most 180 days ahead.');
  });
});

describe('who the policy binds', () => {
  it('administrators are exempt', async () => {
    expect((await setPolicy('rb_faculty', { max_pending: 0, max_hours_per_week: 0, max_days_ahead: 1 })).statusCode).toBe(200);
    const rbAdmin = await newBooker(['rb_admin', 'rb_faculty']);
    for (let n = 0; n < 3; n++) expect((await bookRoom(ctx.app, rbAdmin, slot(rooms[5], '2026-09-10', n))).statusCode).toBe(201);
  });

  it('a booker with two roles gets the more generous limit of each', async () => {
    expect((await setPolicy('rb_faculty', { ...DEFAULTS, max_pending: 0 })).statusCode).toBe(200);
    const both = await newBooker(['rb_faculty', 'rb_clubs']);
    expect((await bookRoom(ctx.app, both, slot(rooms[6], '2026-03-10', 0))).statusCode).toBe(201);
    const facultyOnly = await newBooker(['rb_faculty']);
    expect((await bookRoom(ctx.app, facultyOnly, slot(rooms[6], '2026-03-10', 1))).statusCode).toBe(409);
  });
});

describe('a series', () => {
  // Series are made by administrators, who are exempt; the policy binds a series whose owner
  // is no longer one when a super_admin confirms their draft (the bookings are the owner's).
  it('binds the owner of a draft confirmed after they lost the administrator role', async () => {
    const room = rooms[19];
    const email = `policy${++userCount}@campus.example`;
    await ctx.database.db
      .insertInto('users')
      .values({ email, name: 'Former admin', access: ['rb_admin'] })
      .execute();
    const owner = await loginAs(ctx.app, email);
    expect((await bookRoom(ctx.app, admin, slot(room, '2026-03-09', 0, 'Holds the first Monday'))).statusCode).toBe(201);
    const pattern = [{ day_of_week: 1, start_time: '09:00', end_time: '09:30' }];
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/faculty/bookroom/recurring',
      headers: { cookie: owner },
      payload: {
        rooms: [room],
        purpose: 'Series of a former admin',
        weekly_pattern: pattern,
        start_date: '2026-03-09',
        end_date: '2026-03-30',
      },
    });
    expect(draft.json().success).toBe(false);
    await ctx.database.db
      .updateTable('users')
      .set({ access: ['rb_faculty'] })
      .where('email', '=', email)
      .execute();
    const confirm = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings/recurring/confirm',
        headers: { cookie: admin },
        payload: { recurring_booking_id: draft.json().recurring_booking_id, skip_dates: ['2026-03-09'] },
      });

    expect((await setPolicy('rb_faculty', { ...DEFAULTS, max_pending: 2 })).statusCode).toBe(200);
    const refused = await confirm();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(POLICY_MESSAGES.pendingSeries(0, 3, 2));
    expect((await setPolicy('rb_faculty', DEFAULTS)).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(201);
    const stored = await ctx.database.db
      .selectFrom('bookings')
      .select('status')
      .where('room_id', '=', room)
      .where('purpose', '=', 'Series of a former admin')
      .execute();
    expect(stored.map((b) => b.status)).toEqual(['pending', 'pending', 'pending']);
  });
});

describe('concurrent requests at the limit', () => {
  it('20 requests at once for 20 rooms leave the user at the limit, not over it', async () => {
    const cookie = await newBooker();
    const results = await Promise.all(rooms.map((room, i) => bookRoom(ctx.app, cookie, slot(room, '2026-03-17', 0, `Race ${i}`))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    const held = await ctx.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', await userIdOf(cookie))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(10);
  });
});

describe('editing the policy', () => {
  it('super_admin lists and saves the limits, audited', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/booking-policies', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json().policies.map((p: { role: string }) => p.role)).toEqual(['rb_faculty', 'rb_clubs']);
    expect(list.json().policies[1]).toMatchObject({ role: 'rb_clubs', ...DEFAULTS });
    const saved = await setPolicy('rb_clubs', { max_pending: 3, max_hours_per_week: 6, max_days_ahead: 30 });
    expect(saved.json()).toMatchObject({ message: 'Booking policy saved', policy: { role: 'rb_clubs', max_pending: 3 } });
    const audit = await ctx.database.db.selectFrom('audit_log').select('action').where('entity', '=', 'booking_policy').execute();
    expect(audit.map((a) => a.action)).toContain('policy.update');
    expect((await setPolicy('rb_clubs', DEFAULTS)).statusCode).toBe(200);
  });

  it.each([
    [{ max_pending: -1, max_hours_per_week: 20, max_days_ahead: 180 }],
    [{ max_pending: 10, max_hours_per_week: 169, max_days_ahead: 180 }],
    [{ max_pending: 10, max_hours_per_week: 20, max_days_ahead: 0 }],
    [{ max_pending: 10, max_hours_per_week: 20, max_days_ahead: 100000 }],
    [{ max_pending: 1.5, max_hours_per_week: 20, max_days_ahead: 180 }],
    [{ max_pending: 10, max_hours_per_week: 20 }],
  ])('refuses absurd values with 400 and stores nothing: %j', async (body) => {
    const res = await setPolicy('rb_clubs', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    const row = await ctx.database.db.selectFrom('booking_policies').selectAll().where('role', '=', 'rb_clubs').executeTakeFirstOrThrow();
    expect(row).toMatchObject(DEFAULTS);
  });

  it('refuses an unknown role (400) and anyone but super_admin (403)', async () => {
    expect((await setPolicy('rb_admin', DEFAULTS)).statusCode).toBe(400);
    const rbAdmin = await loginAs(ctx.app, DEMO.rbAdmin);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/booking-policies/rb_clubs',
      headers: { cookie: rbAdmin },
      payload: DEFAULTS,
    });
    expect(res.statusCode).toBe(403);
  });
});

async function userIdOf(cookie: string): Promise<number> {
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const email = me.json().userdetails.email as string;
  return (await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

function storedSlot(room: number, date: string, n: number) {
  const s = slot(room, date, n);
  return { room_id: room, start_time: s.start_time, end_time: s.end_time, purpose: 'Stored confirmed' };
}
