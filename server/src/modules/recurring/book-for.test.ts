import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { watch } from '../../../test/notifications-kit';
import { countRows, freshRoom, poster, recurringBody, storeBooking } from '../../../test/recurring-kit';
import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { ROOM_STATE_MESSAGES } from '../../contracts/room-access';

// Issue 35: an administrator books a recurring series for someone else; it is that person's.
const CREATE = '/api/faculty/bookroom/recurring';
const CONFIRM = '/api/bookings/recurring/confirm';
let ctx: TestContext;
let send: ReturnType<typeof poster>;
let admin: string;
let faculty: number;

beforeAll(async () => {
  ctx = await createTestApp();
  send = poster(ctx);
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
  faculty = await userId(DEMO.faculty);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
async function userId(email: string) {
  return (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
const get = async (url: string, email: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: { cookie: await loginAs(ctx.app, email) } })).json();
const seriesRow = (id: number) => db().selectFrom('recurring_series').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const bookingsOf = (id: number) =>
  db().selectFrom('bookings').select(['id', 'user_id', 'status']).where('recurring_booking_id', '=', id).orderBy('start_time').execute();
const historyOf = async (bookingId: number) =>
  (await get(`/api/bookings/${bookingId}/history`, DEMO.faculty)).entries.map((e: { actor: string; action: string }) => [
    e.actor,
    e.action,
  ]);

describe('POST /api/faculty/bookroom/recurring with booker_id', () => {
  it("makes the series and every booking the named person's: confirmed, in their My Bookings, told to them, audited", async () => {
    const room = await freshRoom(db());
    const { result, who } = await watch(ctx, () => send(CREATE, admin, recurringBody(room, { booker_id: faculty })));
    expect(result.statusCode).toBe(201);
    const id = result.json().recurring_booking_id as number;
    expect(await seriesRow(id)).toMatchObject({ user_id: faculty, booked_by: await userId(DEMO.rbAdmin), state: 'active' });
    const rows = await bookingsOf(id);
    expect(rows).toHaveLength(4);
    // The administrator's role decides, as on bookroom: confirmed at once, not a faculty request.
    expect(rows.every((b) => b.user_id === faculty && b.status === 'confirmed')).toBe(true);
    expect(who).toEqual([[DEMO.faculty, 'Recurring booking confirmed']]);
    const mine = (await get('/api/faculty/bookings', DEMO.faculty)).bookings.map((b: { id: number }) => b.id);
    expect(mine).toEqual(expect.arrayContaining(rows.map((b) => b.id)));
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'recurring_series')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toMatchObject([{ action: 'recurring.create', actor_id: await userId(DEMO.rbAdmin), after: { user_id: faculty } }]);
    expect(await historyOf(rows[0].id)).toEqual([['Arjun Mehta', 'Recurring booking created for Rahul Verma']]);
  });

  it("keeps a clashing series as the named person's draft, which the administrator who made it confirms for them", async () => {
    const room = await freshRoom(db());
    await storeBooking(db(), { roomId: room, email: DEMO.clubs, date: '2026-03-16', start: '09:00', end: '10:00', purpose: 'Club meet' });
    const drafted = await send(CREATE, admin, recurringBody(room, { booker_id: faculty }));
    expect(drafted.json().success).toBe(false);
    const id = drafted.json().recurring_booking_id as number;
    expect(await seriesRow(id)).toMatchObject({ user_id: faculty, booked_by: await userId(DEMO.rbAdmin), state: 'draft' });
    const { result, who } = await watch(ctx, () => send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] }));
    expect(result.statusCode).toBe(201);
    const rows = await bookingsOf(id);
    expect(rows.map((b) => [b.user_id, b.status])).toEqual(Array(3).fill([faculty, 'confirmed']));
    expect(who).toEqual([[DEMO.faculty, 'Recurring booking confirmed']]);
    expect(await historyOf(rows[0].id)).toEqual([
      ['Arjun Mehta', 'Recurring booking drafted for Rahul Verma'],
      ['Arjun Mehta', 'Recurring booking created for Rahul Verma'],
    ]);
  });

  it("checks the room's access types against the named person, as bookroom does", async () => {
    const room = await freshRoom(db());
    await db()
      .updateTable('rooms')
      .set({ access: ['Student'] })
      .where('id', '=', room)
      .execute();
    const res = await send(CREATE, admin, recurringBody(room, { booker_id: faculty }));
    expect([res.statusCode, res.json().message]).toEqual([403, ROOM_STATE_MESSAGES.reservedFor(['Student'])]);
    expect((await send(CREATE, admin, recurringBody(room))).statusCode).toBe(201); // the administrator's own
  });

  it('answers 400 naming the problem for an unknown, deactivated or non-booking user, and stores nothing', async () => {
    const room = await freshRoom(db());
    const [igh, clubs] = [await userId(DEMO.igh), await userId(DEMO.clubs)];
    await db().updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', clubs).execute();
    const cases: [string, Record<string, unknown>, number, string][] = [
      [admin, { booker_id: 987654 }, 400, BOOKING_MESSAGES.unknownBooker(987654)],
      [admin, { booker_id: clubs }, 400, BOOKING_MESSAGES.bookerDeactivated('Robotics Club')],
      [await loginAs(ctx.app, DEMO.superAdmin), { booker_id: igh }, 400, BOOKING_MESSAGES.bookerCannotBook('Meera Nair')],
      [admin, { booker_id: 'x' }, 400, 'booker_id must be an integer'],
      // Only administrators may book a series at all; a faculty member naming someone is refused before anything is read.
      [await loginAs(ctx.app, DEMO.faculty), { booker_id: igh }, 403, 'You do not have permission to do this.'],
    ];
    const before = [await countRows(db(), 'recurring_series'), await countRows(db(), 'bookings')];
    for (const [cookie, extra, status, message] of cases) {
      const res = await send(CREATE, cookie, recurringBody(room, extra));
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect([await countRows(db(), 'recurring_series'), await countRows(db(), 'bookings')]).toEqual(before);
    await db().updateTable('users').set({ deactivated_at: null }).where('id', '=', clubs).execute();
  });

  it('refuses to confirm a draft for someone deactivated since, naming them', async () => {
    const room = await freshRoom(db());
    await storeBooking(db(), { roomId: room, email: DEMO.faculty, date: '2026-03-16', start: '09:00', end: '10:00', purpose: 'Exam' });
    const clubs = await userId(DEMO.clubs);
    const id = (await send(CREATE, admin, recurringBody(room, { booker_id: clubs }))).json().recurring_booking_id as number;
    await db().updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', clubs).execute();
    const res = await send(CONFIRM, admin, { recurring_booking_id: id, skip_dates: ['2026-03-16'] });
    await db().updateTable('users').set({ deactivated_at: null }).where('id', '=', clubs).execute();
    expect([res.statusCode, res.json().message]).toEqual([400, BOOKING_MESSAGES.bookerDeactivated('Robotics Club')]);
    expect(await bookingsOf(id)).toEqual([]);
  });
});
