import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { toCampusIso } from '../../shared/time';
import { countRows, freshRoom, poster, recurringBody, seriesBookings, storeBooking } from '../../../test/recurring-kit';

const CREATE = '/api/faculty/bookroom/recurring';
const series = (id: number) => `/api/faculty/bookings/recurring/${id}`;
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
  ctx.clock.now = TEST_NOW;
});

const MON = { day_of_week: 1, start_time: '09:00', end_time: '10:00' };
const WED = { day_of_week: 3, start_time: '14:00', end_time: '15:00' };

/**
 * Mondays and Wednesdays 2026-03-09..2026-03-25, then the clock moves to Monday
 * 2026-03-16 09:30: 03-09 and 03-11 are history, 03-16 (under way), 03-18, 03-23, 03-25 are upcoming.
 */
async function seriesHalfway(pattern = [MON, WED]) {
  const room = await freshRoom(ctx.database.db);
  const res = await send(CREATE, admin, recurringBody(room, { weekly_pattern: pattern, start_date: '2026-03-09', end_date: '2026-03-25' }));
  expect(res.statusCode).toBe(201);
  ctx.clock.now = new Date('2026-03-16T04:00:00.000Z');
  // Sessions last 12 hours: sign in again at the new time.
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
  return { room, id: res.json().recurring_booking_id as number };
}

const view = async (id: number) =>
  (await seriesBookings(ctx.database.db, id)).map((b) => ({
    start: toCampusIso(b.start_time, 'Asia/Kolkata'),
    end: toCampusIso(b.end_time, 'Asia/Kolkata'),
    status: b.status,
    purpose: b.purpose,
  }));

const edit = {
  purpose: 'Moved lab meeting',
  start_time: '2026-03-20T11:00:00+05:30',
  end_time: '2026-03-20T12:30:00+05:30',
  status: 'approved',
};

describe('PUT /api/faculty/bookings/recurring/{id}', () => {
  it('moves every upcoming booking to the new time of day on its own date; history stays', async () => {
    const { id } = await seriesHalfway();
    const res = await send(series(id), admin, edit, 'PUT');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'All recurring bookings updated successfully', count: 4 });
    const moved = { status: 'confirmed', purpose: 'Moved lab meeting' };
    expect(await view(id)).toEqual([
      { start: '2026-03-09T09:00:00+05:30', end: '2026-03-09T10:00:00+05:30', status: 'confirmed', purpose: 'Weekly lab meeting' },
      { start: '2026-03-11T14:00:00+05:30', end: '2026-03-11T15:00:00+05:30', status: 'confirmed', purpose: 'Weekly lab meeting' },
      { start: '2026-03-16T11:00:00+05:30', end: '2026-03-16T12:30:00+05:30', ...moved },
      { start: '2026-03-18T11:00:00+05:30', end: '2026-03-18T12:30:00+05:30', ...moved },
      { start: '2026-03-23T11:00:00+05:30', end: '2026-03-23T12:30:00+05:30', ...moved },
      { start: '2026-03-25T11:00:00+05:30', end: '2026-03-25T12:30:00+05:30', ...moved },
    ]);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['recurring.create', 'recurring.update']);
  });

  it("keeps each booking's status when none is sent, and may cancel them all", async () => {
    const { id } = await seriesHalfway();
    const { status: _status, ...noStatus } = edit;
    expect((await send(series(id), admin, { ...noStatus, purpose: 'Renamed meeting' }, 'PUT')).statusCode).toBe(200);
    expect((await view(id)).map((b) => b.status)).toEqual(Array(6).fill('confirmed'));
    expect((await send(series(id), admin, { ...edit, status: 'cancelled' }, 'PUT')).statusCode).toBe(200);
    expect((await view(id)).map((b) => b.status)).toEqual(['confirmed', 'confirmed', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
  });

  it('answers 409 listing the clashing dates and changes nothing', async () => {
    const { room, id } = await seriesHalfway();
    await storeBooking(ctx.database.db, {
      roomId: room,
      email: DEMO.faculty,
      date: '2026-03-23',
      start: '12:00',
      end: '13:00',
      purpose: 'Viva',
    });
    const before = await view(id);
    const res = await send(series(id), admin, edit, 'PUT');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'The new times clash with other bookings on 2026-03-23. Nothing was changed.',
      conflicts: [
        {
          date: '2026-03-23',
          day_of_week: 1,
          time_slot: '11:00-12:30',
          conflicting_bookings: [{ user_name: 'Rahul Verma', purpose: 'Viva' }],
        },
      ],
    });
    expect(await view(id)).toEqual(before);
  });

  it('a cancelled series may take a time that others hold', async () => {
    const { room, id } = await seriesHalfway();
    await storeBooking(ctx.database.db, {
      roomId: room,
      email: DEMO.faculty,
      date: '2026-03-23',
      start: '12:00',
      end: '13:00',
      purpose: 'Viva',
    });
    expect((await send(series(id), admin, { ...edit, status: 'cancelled' }, 'PUT')).statusCode).toBe(200);
  });

  it('answers 409 when two rows on one weekday would land on the same time', async () => {
    const { id } = await seriesHalfway([MON, { day_of_week: 1, start_time: '15:00', end_time: '16:00' }]);
    const before = await view(id);
    const res = await send(series(id), admin, edit, 'PUT');
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts.map((c: { date: string }) => c.date)).toEqual(['2026-03-16', '2026-03-23']);
    expect(await view(id)).toEqual(before);
  });

  it.each([
    [{ purpose: 'Abc' }, 'Purpose must be at least 5 characters'],
    [{ start_time: '2026-03-20 11:00' }, 'start_time must be an ISO date-time with an offset, e.g. 2026-03-09T10:00:00+05:30'],
    [{ end_time: '2026-03-20T10:00:00+05:30' }, 'End time must be after start time'],
    [{ end_time: '2026-03-20T11:10:00+05:30' }, 'Booking must be at least 15 minutes long'],
    [
      { start_time: '2026-03-20T11:05:00+05:30', end_time: '2026-03-20T12:05:00+05:30' },
      'Bookings start and end on a quarter hour (:00, :15, :30 or :45)',
    ],
    [{ start_time: '2026-03-20T08:00:00+05:30' }, 'Bookings must be between 09:00 AM and 11:00 PM campus time'],
    [{ status: 'done' }, 'status must be equal to constant'],
  ])('refuses %j with 400 and changes nothing', async (overrides, message) => {
    const { id } = await seriesHalfway();
    const before = await view(id);
    const res = await send(series(id), admin, { ...edit, ...overrides }, 'PUT');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await view(id)).toEqual(before);
  });
});

describe('DELETE /api/faculty/bookings/recurring/{id}', () => {
  it('deletes the upcoming bookings and keeps the history', async () => {
    const { id } = await seriesHalfway();
    const res = await send(series(id), admin, undefined, 'DELETE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'All recurring bookings deleted successfully', count: 4 });
    expect((await view(id)).map((b) => b.start)).toEqual(['2026-03-09T09:00:00+05:30', '2026-03-11T14:00:00+05:30']);
    const again = await send(series(id), admin, undefined, 'DELETE');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This recurring booking has no upcoming bookings left to change.');
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['recurring.create', 'recurring.delete']);
  });

  it('removes the series itself when no booking of it is left', async () => {
    const room = await freshRoom(ctx.database.db);
    const id = (await send(CREATE, admin, recurringBody(room))).json().recurring_booking_id;
    expect((await send(series(id), admin, undefined, 'DELETE')).statusCode).toBe(200);
    expect(await view(id)).toEqual([]);
    expect((await send(series(id), admin, undefined, 'DELETE')).statusCode).toBe(404);
  });
});

describe('series edit and delete: who and what', () => {
  it('answers 404 for an unknown series and for a draft', async () => {
    const room = await freshRoom(ctx.database.db);
    await storeBooking(ctx.database.db, {
      roomId: room,
      email: DEMO.faculty,
      date: '2026-03-16',
      start: '09:00',
      end: '10:00',
      purpose: 'Exam',
    });
    const draft = (await send(CREATE, admin, recurringBody(room))).json();
    expect(draft.success).toBe(false);
    for (const id of [987_654, draft.recurring_booking_id]) {
      const put = await send(series(id), admin, edit, 'PUT');
      const del = await send(series(id), admin, undefined, 'DELETE');
      expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
      expect(del.json().message).toBe('Recurring booking not found.');
    }
    expect((await send(series(0), admin, undefined, 'DELETE')).statusCode).toBe(400);
  });

  it('lets a super_admin edit and delete; refuses everyone without manageBookings', async () => {
    const { id } = await seriesHalfway();
    const before = await countRows(ctx.database.db, 'bookings');
    for (const email of [DEMO.faculty, DEMO.clubs, DEMO.dean, DEMO.igh]) {
      const cookie = await loginAs(ctx.app, email);
      expect((await send(series(id), cookie, edit, 'PUT')).statusCode).toBe(403);
      expect((await send(series(id), cookie, undefined, 'DELETE')).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: series(id) })).statusCode).toBe(401);
    expect(await countRows(ctx.database.db, 'bookings')).toBe(before);
    const superAdmin = await loginAs(ctx.app, DEMO.superAdmin);
    expect((await send(series(id), superAdmin, edit, 'PUT')).statusCode).toBe(200);
    expect((await send(series(id), superAdmin, undefined, 'DELETE')).statusCode).toBe(200);
  });
});
