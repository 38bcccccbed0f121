import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { countRows, freshRoom, poster, recurringBody, seriesBookings, storeBooking } from '../../../test/recurring-kit';

const CREATE = '/api/faculty/bookroom/recurring';
const CONFIRM = '/api/bookings/recurring/confirm';
let ctx: TestContext;
let send: ReturnType<typeof poster>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  send = poster(ctx);
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.clock.now = new Date('2026-03-04T04:00:00.000Z');
});

/** A draft of Mondays 09:00-10:00, 2026-03-09..2026-03-30, whose 2026-03-16 clashes. */
async function draftWithOneClash() {
  const room = await freshRoom(ctx.database.db);
  await storeBooking(ctx.database.db, {
    roomId: room,
    email: DEMO.faculty,
    date: '2026-03-16',
    start: '09:00',
    end: '11:00',
    purpose: 'Exam',
  });
  const res = await send(CREATE, admin, recurringBody(room));
  expect(res.json().success).toBe(false);
  return { room, id: res.json().recurring_booking_id as number };
}

const bookedDates = async (seriesId: number) =>
  (await seriesBookings(ctx.database.db, seriesId)).map((b) => b.start_time.toISOString().slice(0, 10));

describe('POST /api/bookings/recurring/confirm', () => {
  it('books exactly the dates that are not skipped and activates the series', async () => {
    const { id } = await draftWithOneClash();
    const res = await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Recurring booking confirmed! 3 bookings, 1 date skipped.',
      conflicts: [],
      recurring_booking_id: id,
    });
    expect(await bookedDates(id)).toEqual(['2026-03-09', '2026-03-23', '2026-03-30']);
    const series = await ctx.database.db.selectFrom('recurring_series').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(series).toMatchObject({ state: 'active', expires_at: null });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['recurring.draft', 'recurring.confirm']);
  });

  it('may skip dates that do not clash too', async () => {
    const { id } = await draftWithOneClash();
    const res = await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16', '2026-03-30', '2026-03-30'] });
    expect(res.statusCode).toBe(201);
    expect(await bookedDates(id)).toEqual(['2026-03-09', '2026-03-23']);
  });

  it('answers 409 with the fresh conflicts and books nothing when a clash appeared since the draft', async () => {
    const { room, id } = await draftWithOneClash();
    await storeBooking(ctx.database.db, {
      roomId: room,
      email: DEMO.clubs,
      date: '2026-03-23',
      start: '09:45',
      end: '10:15',
      purpose: 'Club meet',
      status: 'pending',
    });
    const before = await countRows(ctx.database.db, 'bookings');
    const res = await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Some dates are already booked. Review the conflicts and try again; nothing was booked.',
      conflicts: [
        {
          date: '2026-03-23',
          day_of_week: 1,
          time_slot: '09:00-10:00',
          conflicting_bookings: [{ user_name: 'Robotics Club', purpose: 'Club meet' }],
        },
      ],
    });
    expect(await countRows(ctx.database.db, 'bookings')).toBe(before);
    const series = await ctx.database.db.selectFrom('recurring_series').select('state').where('id', '=', id).executeTakeFirstOrThrow();
    expect(series.state).toBe('draft');
  });

  it('answers 409 when the series is already confirmed', async () => {
    const { id } = await draftWithOneClash();
    expect((await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] })).statusCode).toBe(201);
    const again = await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This recurring booking has already been confirmed.');
    expect(await bookedDates(id)).toHaveLength(3);
  });

  it('answers 409 when the draft expired after 30 minutes', async () => {
    const { id } = await draftWithOneClash();
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 30 * 60_000);
    const res = await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This recurring booking has expired. Please submit it again.');
    expect(await bookedDates(id)).toEqual([]);
  });

  it('confirms a draft 29 minutes later', async () => {
    const { id } = await draftWithOneClash();
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 29 * 60_000);
    expect((await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] })).statusCode).toBe(201);
  });

  it.each([
    [['16-03-2026'], 'skip_dates must be a real date in YYYY-MM-DD form'],
    [['2026-02-30'], 'skip_dates must be a real date in YYYY-MM-DD form'],
    [['2026-03-17'], '2026-03-17 is not a date of this recurring booking'],
    [['2026-04-06'], '2026-04-06 is not a date of this recurring booking'],
    [['2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30'], 'Every date of this recurring booking is skipped; there is nothing to book'],
  ])('refuses skip_dates %j with 400 and books nothing', async (skip, message) => {
    const { id } = await draftWithOneClash();
    const res = await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: skip });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await bookedDates(id)).toEqual([]);
  });

  it('answers 409 with the conflicts when the clashing date is not skipped', async () => {
    const { id } = await draftWithOneClash();
    const res = await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts.map((c: { date: string }) => c.date)).toEqual(['2026-03-16']);
    expect(await bookedDates(id)).toEqual([]);
  });

  it('answers 404 for an unknown series', async () => {
    const res = await send(CONFIRM, admin, { recurring_booking_id: 987_654, skip_dates: [] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Recurring booking not found.');
  });

  it('refuses a body without recurring_booking_id', async () => {
    const res = await send(CONFIRM, admin, { skip_dates: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('recurring_booking_id is required');
  });

  it('lets only the creator or a super_admin confirm', async () => {
    const { id } = await draftWithOneClash();
    await ctx.database.db
      .updateTable('users')
      .set({ access: ['rb_admin'] })
      .where('email', '=', DEMO.dean)
      .execute();
    const otherAdmin = await loginAs(ctx.app, DEMO.dean);
    const refused = await send(CONFIRM, otherAdmin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the person who created this recurring booking can confirm it.');
    const superAdmin = await loginAs(ctx.app, DEMO.superAdmin);
    expect((await send(CONFIRM, superAdmin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] })).statusCode).toBe(201);
    // The bookings stay the creator's.
    const owners = await ctx.database.db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .select('users.email')
      .where('recurring_booking_id', '=', id)
      .execute();
    expect(new Set(owners.map((o) => o.email))).toEqual(new Set([DEMO.rbAdmin]));
  });

  it('refuses a faculty member with 403', async () => {
    const { id } = await draftWithOneClash();
    const res = await send(CONFIRM, await loginAs(ctx.app, DEMO.faculty), { recurring_booking_id: id, skip_dates: [] });
    expect(res.statusCode).toBe(403);
  });
});
