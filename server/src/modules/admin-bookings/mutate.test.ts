import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { campusDate, campusInstant, dayjs, toCampusIso } from '../../shared/time';

let ctx: TestContext;
let admin: string;
let adminId: number;
/** Confirming a request is an approval, which takes the approver capability rb_admin lacks (issue 36). */
let approver: string;
const TZ = 'Asia/Kolkata';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
  approver = await loginAs(ctx.app, DEMO.superAdmin);
  adminId = (await db().selectFrom('users').select('id').where('email', '=', DEMO.rbAdmin).executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** A stored booking of the faculty member, upcoming or past, in one of the statuses. */
async function facultyBooking(when: 'future' | 'past', statuses: string[]) {
  const row = await db()
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .selectAll('bookings')
    .where('users.email', '=', DEMO.faculty)
    .where('bookings.status', 'in', statuses as never)
    .where('bookings.start_time', when === 'future' ? '>' : '<', TEST_NOW)
    .orderBy('bookings.start_time')
    .executeTakeFirstOrThrow();
  return row;
}

const stored = (id: number) => db().selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audits = (id: number) =>
  db().selectFrom('audit_log').selectAll().where('entity', '=', 'booking').where('entity_id', '=', String(id)).execute();

function put(id: number | string, payload: object, cookie = admin) {
  return ctx.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}`, headers: { cookie }, payload });
}
function del(id: number | string, cookie = admin) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: { cookie } });
}
const wire = (d: Date) => toCampusIso(d, TZ);

describe('PUT /api/admin/bookings/{id}', () => {
  it("edits someone else's booking, changes its status and writes an audit row", async () => {
    const booking = await facultyBooking('future', ['pending']);
    const res = await put(
      booking.id,
      {
        purpose: 'Revised by the booking office',
        start_time: wire(booking.start_time),
        end_time: wire(booking.end_time),
        status: 'confirmed',
      },
      approver,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking updated successfully');
    expect(res.json().booking).toEqual(
      expect.objectContaining({
        id: booking.id,
        purpose: 'Revised by the booking office',
        status: 'confirmed',
        faculty_email: DEMO.faculty,
        kind: 'normal',
      }),
    );
    expect(await stored(booking.id)).toEqual(expect.objectContaining({ purpose: 'Revised by the booking office', status: 'confirmed' }));
    expect((await audits(booking.id)).map((a) => a.action)).toContain('booking.admin_update');
  });

  it('stores "approved" as confirmed and may reject', async () => {
    const booking = await facultyBooking('future', ['pending']);
    const body = { purpose: booking.purpose, start_time: wire(booking.start_time), end_time: wire(booking.end_time) };
    expect((await put(booking.id, { ...body, status: 'rejected' })).json().booking.status).toBe('rejected');
    expect((await put(booking.id, { ...body, status: 'approved' }, approver)).json().booking.status).toBe('confirmed');
    expect((await stored(booking.id)).status).toBe('confirmed');
  });

  it('records who cancelled, as Delete and a bulk cancel do', async () => {
    const booking = await facultyBooking('future', ['confirmed']);
    const body = { purpose: booking.purpose, start_time: wire(booking.start_time), end_time: wire(booking.end_time) };
    expect((await put(booking.id, { ...body, status: 'cancelled' })).statusCode).toBe(200);
    expect(await stored(booking.id)).toEqual(expect.objectContaining({ status: 'cancelled', decided_by: adminId, decided_at: TEST_NOW }));
  });

  it('refuses to set "released" by hand with 400, changing nothing (only the no-show release sets it)', async () => {
    const booking = await facultyBooking('future', ['confirmed']);
    const body = { purpose: booking.purpose, start_time: wire(booking.start_time), end_time: wire(booking.end_time) };
    const res = await put(booking.id, { ...body, status: 'released' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('"Released (no check-in)" is set by the campus\'s own rules (check-in and expiry), not by an edit.');
    expect((await stored(booking.id)).status).toBe('confirmed');
  });

  it('allows a start in the past for admins', async () => {
    const booking = await facultyBooking('past', ['confirmed']);
    const day = dayjs.utc(campusDate(TEST_NOW, TZ)).subtract(40, 'day').format('YYYY-MM-DD');
    const start = campusInstant(day, '10:00', TZ);
    const end = campusInstant(day, '11:00', TZ);
    const res = await put(booking.id, { purpose: booking.purpose, start_time: wire(start), end_time: wire(end), status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect((await stored(booking.id)).start_time.toISOString()).toBe(start.toISOString());
  });

  it('answers 409 on a clash with another live booking and changes nothing', async () => {
    const [a, b] = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('status', 'in', ['pending', 'confirmed'])
      .where('room_id', '=', (await facultyBooking('future', ['pending', 'confirmed'])).room_id)
      .where('start_time', '>', TEST_NOW)
      .orderBy('start_time')
      .limit(2)
      .execute();
    expect(b).toBeDefined();
    const res = await put(a.id, { purpose: a.purpose, start_time: wire(b.start_time), end_time: wire(b.end_time), status: a.status });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already booked/);
    expect(await stored(a.id)).toEqual(a);
  });

  it.each([
    ['a short purpose', { purpose: 'abc' }, 'Purpose must be at least 5 characters'],
    ['an end before the start', { end_time: 'START' }, 'End time must be after start time'],
    [
      'more than 8 hours',
      { start_time: '2026-03-10T09:00:00+05:30', end_time: '2026-03-10T17:15:00+05:30' },
      'Booking cannot exceed 8 hours',
    ],
    ['an unknown status', { status: 'completed' }, 'status'],
    ['an unknown field', { room_id: 3 }, 'room_id'],
    ['a malformed time', { start_time: 'tomorrow at ten' }, ''],
  ])('refuses %s with a 400 and stores nothing', async (_what, change, message) => {
    const booking = await facultyBooking('future', ['pending', 'confirmed']);
    const before = await stored(booking.id);
    const auditCount = (await audits(booking.id)).length;
    const body: Record<string, unknown> = {
      purpose: 'Valid purpose text',
      start_time: wire(booking.start_time),
      end_time: wire(booking.end_time),
      status: 'confirmed',
      ...change,
    };
    if (body.end_time === 'START') body.end_time = body.start_time;
    const res = await put(booking.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await stored(booking.id)).toEqual(before);
    expect(await audits(booking.id)).toHaveLength(auditCount);
  });

  it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
    const body = { purpose: 'Valid purpose text', start_time: '2026-03-10T10:00:00+05:30', end_time: '2026-03-10T11:00:00+05:30' };
    expect((await put(99999, body)).statusCode).toBe(404);
    expect((await put('x', body)).statusCode).toBe(400);
    expect((await put(0, body)).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/bookings/{id}', () => {
  it("cancels someone else's booking, frees its time and writes an audit row", async () => {
    const booking = await facultyBooking('future', ['pending', 'confirmed']);
    const res = await del(booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toEqual(expect.objectContaining({ id: booking.id, status: 'cancelled', faculty_email: DEMO.faculty }));
    // Who cancelled it and when, as a bulk cancel records it (one statement for both).
    expect(await stored(booking.id)).toEqual(
      expect.objectContaining({ status: 'cancelled', decided_by: adminId, decided_at: TEST_NOW, decision_reason: null }),
    );
    const audit = (await audits(booking.id)).find((a) => a.action === 'booking.admin_delete');
    expect(audit?.after).toEqual(expect.objectContaining({ status: 'cancelled', decided_by: adminId }));
    // The cancelled booking no longer holds the room.
    const clash = await db()
      .selectFrom('bookings')
      .select('id')
      .where('room_id', '=', booking.room_id)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('start_time', '<', booking.end_time)
      .where('end_time', '>', booking.start_time)
      .execute();
    expect(clash).toEqual([]);
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await del(99999)).statusCode).toBe(404);
  });
});

describe('admin booking changes need the role', () => {
  it('answers 401 without a session and 403 to other roles, changing nothing', async () => {
    const booking = await facultyBooking('future', ['pending', 'confirmed']);
    const before = await stored(booking.id);
    const body = { purpose: 'Taken over by someone', start_time: wire(booking.start_time), end_time: wire(booking.end_time) };
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking.id}`, payload: body })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${booking.id}` })).statusCode).toBe(401);
    for (const email of [DEMO.faculty, DEMO.dean, DEMO.clubs, DEMO.igh]) {
      const cookie = await loginAs(ctx.app, email);
      expect((await put(booking.id, body, cookie)).statusCode).toBe(403);
      expect((await del(booking.id, cookie)).statusCode).toBe(403);
    }
    expect(await stored(booking.id)).toEqual(before);
  });

  it('lets super_admin edit too', async () => {
    const booking = await facultyBooking('future', ['pending', 'confirmed']);
    const cookie = await loginAs(ctx.app, DEMO.superAdmin);
    const res = await put(
      booking.id,
      { purpose: 'Checked by the registrar', start_time: wire(booking.start_time), end_time: wire(booking.end_time) },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.purpose).toBe('Checked by the registrar');
  });
});
