import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';
import { watch } from '../../../test/notifications-kit';
import { BOOKING_MESSAGES } from '../../contracts/booking-messages';

// Issue 35: an administrator books for someone else; the booking is that person's.
let ctx: TestContext;
let roomId: number;
let hour = 9;
beforeAll(async () => {
  ctx = await createTestApp();
  roomId = await createTestRoom(ctx.database, 'Behalf Room');
});
afterAll(() => ctx.close());

const userId = async (email: string) =>
  (await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const body = (extra: object) => {
  const h = String(hour++).padStart(2, '0');
  return {
    room_id: roomId,
    start_time: at('2026-03-18', `${h}:00`),
    end_time: at('2026-03-18', `${h}:45`),
    purpose: 'Weekly class',
    ...extra,
  };
};
const book = async (email: string, extra: object) => bookRoom(ctx.app, await loginAs(ctx.app, email), body(extra));

describe('POST /api/faculty/bookroom with booker_id', () => {
  it("makes the booking the named person's: their My Bookings, their notice, and the administrator in the audit and history", async () => {
    const faculty = await userId(DEMO.faculty);
    const { result, who } = await watch(ctx, () => book(DEMO.rbAdmin, { booker_id: faculty }));
    expect(result.statusCode).toBe(201);
    const { id, status } = result.json().booking;
    expect(status).toBe('confirmed');
    expect(who).toEqual([[DEMO.faculty, 'Room booked']]);
    const row = await ctx.database.db.selectFrom('bookings').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(faculty);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/faculty/bookings',
      headers: { cookie: await loginAs(ctx.app, DEMO.faculty) },
    });
    expect(mine.json().bookings.map((b: { id: number }) => b.id)).toContain(id);
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'booking.create', actor_id: await userId(DEMO.rbAdmin), after: { user_id: faculty } });
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/history`,
      headers: { cookie: await loginAs(ctx.app, DEMO.faculty) },
    });
    expect(history.json().entries[0]).toMatchObject({ action: 'Booked for Rahul Verma', actor: 'Arjun Mehta' });
  });

  it('answers 400 naming the problem for an unknown, deactivated or non-booking user, and 403 for a non-administrator', async () => {
    const igh = await userId(DEMO.igh);
    const clubs = await userId(DEMO.clubs);
    await ctx.database.db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', clubs).execute();
    const cases: [string, object, number, string][] = [
      [DEMO.rbAdmin, { booker_id: 987654 }, 400, BOOKING_MESSAGES.unknownBooker(987654)],
      [DEMO.superAdmin, { booker_id: clubs }, 400, BOOKING_MESSAGES.bookerDeactivated('Robotics Club')],
      [DEMO.rbAdmin, { booker_id: igh }, 400, BOOKING_MESSAGES.bookerCannotBook('Meera Nair')],
      [DEMO.faculty, { booker_id: igh }, 403, BOOKING_MESSAGES.onBehalfForbidden],
      [DEMO.rbAdmin, { booker_id: 'x' }, 400, 'booker_id must be an integer'],
    ];
    const before = await ctx.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [email, extra, status, message] of cases) {
      const res = await book(email, extra);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const after = await ctx.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    await ctx.database.db.updateTable('users').set({ deactivated_at: null }).where('id', '=', clubs).execute();
  });
});

describe('GET /api/admin/bookers', () => {
  it('finds active people with a booking role by name or e-mail, for administrators only', async () => {
    const find = async (email: string, search: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/bookers?search=${search}`, headers: { cookie: await loginAs(ctx.app, email) } });
    const found = (await find(DEMO.rbAdmin, 'faculty@')).json().bookers;
    expect(found).toEqual([{ id: await userId(DEMO.faculty), name: 'Rahul Verma', email: DEMO.faculty }]);
    expect((await find(DEMO.rbAdmin, 'igh@')).json().bookers).toEqual([]); // no role that books
    expect((await find(DEMO.faculty, 'faculty@')).statusCode).toBe(403);
    expect((await find(DEMO.rbAdmin, 'x'.repeat(101))).statusCode).toBe(400);
  });
});
