import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { BOOKING_ANSWERS, BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { at, auditOf, bookingsOfRoom, bookRoom, createTestRoom, setStatus, storeBooking } from '../../../test/booking-kit';

let ctx: TestContext;
let faculty: string;
let clubs: string;
let admin: string;
let room: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [faculty, clubs, admin] = await Promise.all([DEMO.faculty, DEMO.clubs, DEMO.rbAdmin].map((e) => loginAs(ctx.app, e)));
  room = await createTestRoom(ctx.database, 'Own Bookings Room');
});
afterAll(() => ctx.close());

let nextDay = 0;
/** A fresh booking on its own future day (2026-03-16 onwards), so tests never collide. */
async function book(cookie = faculty, start = '10:00', end = '11:00', purpose = 'Project review') {
  const date = `2026-03-${String(16 + nextDay++).padStart(2, '0')}`;
  const res = await bookRoom(ctx.app, cookie, { room_id: room, start_time: at(date, start), end_time: at(date, end), purpose });
  expect(res.statusCode).toBe(201);
  return { ...res.json().booking, date } as { id: number; status: string; date: string; purpose: string };
}
const put = (id: number | string, payload: Record<string, unknown>, cookie = faculty) =>
  ctx.app.inject({ method: 'PUT', url: `/api/faculty/bookings/${id}`, headers: { cookie }, payload });
const del = (id: number | string, cookie = faculty) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/faculty/bookings/${id}`, headers: { cookie } });
const edit = (b: { date: string }, start = '10:00', end = '11:00', purpose = 'Project review') => ({
  purpose,
  start_time: at(b.date, start),
  end_time: at(b.date, end),
});

describe('GET /api/faculty/bookings', () => {
  it("lists the caller's own bookings in every status, latest first", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/faculty/bookings', headers: { cookie: faculty } });
    expect(res.statusCode).toBe(200);
    const { bookings } = res.json();
    const me = await ctx.database.db.selectFrom('users').select('id').where('email', '=', DEMO.faculty).executeTakeFirstOrThrow();
    const mine = await ctx.database.db.selectFrom('bookings').select('id').where('user_id', '=', me.id).execute();
    expect(bookings.map((b: { id: number }) => b.id).sort()).toEqual(mine.map((b) => b.id).sort());
    expect(new Set(bookings.map((b: { status: string }) => b.status)).size).toBeGreaterThan(2);
    const starts = bookings.map((b: { start_time: string }) => Date.parse(b.start_time));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(bookings[0].start_time).toMatch(/\+05:30$/);
    expect(bookings[0]).toEqual({
      id: expect.any(Number),
      room_id: expect.any(Number),
      rooms: expect.any(String),
      purpose: expect.any(String),
      start_time: expect.any(String),
      end_time: expect.any(String),
      status: expect.any(String),
      recurring_booking_id: null,
      reason: null,
      check_in_required: false,
      checked_in_at: null,
    });
  });

  it('answers 401 without a session and 403 without booking rights', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/faculty/bookings' })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/faculty/bookings',
      headers: { cookie: await loginAs(ctx.app, DEMO.dean) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/faculty/bookings/{id}', () => {
  it('edits purpose and time of an own pending booking and audits before and after', async () => {
    const b = await book();
    const res = await put(b.id, edit(b, '13:00', '14:30', '  Thesis defence rehearsal '));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Booking updated successfully',
      booking: expect.objectContaining({
        id: b.id,
        purpose: 'Thesis defence rehearsal',
        start_time: at(b.date, '13:00'),
        end_time: at(b.date, '14:30'),
        status: 'pending',
      }),
    });
    const audit = await auditOf(ctx.database, b.id);
    expect(audit.map((a) => a.action)).toEqual(['booking.create', 'booking.update']);
    expect(audit[1].before).toMatchObject({ purpose: 'Project review' });
    expect(audit[1].after).toMatchObject({ purpose: 'Thesis defence rehearsal' });
  });

  it('sends an approved booking back to pending when the user changes its time or its purpose', async () => {
    const b = await book();
    await setStatus(ctx.database, b.id, 'confirmed'); // a dean approved it
    const purposeOnly = await put(b.id, { ...edit(b, '10:00', '11:00', 'Renamed review'), status: 'approved' });
    expect(purposeOnly.json().booking.status).toBe('pending');
    await setStatus(ctx.database, b.id, 'confirmed');
    const moved = await put(b.id, edit(b, '11:00', '12:00', 'Renamed review'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking.status).toBe('pending');
    await setStatus(ctx.database, b.id, 'confirmed');
    const unchanged = await put(b.id, edit(b, '11:00', '12:00', 'Renamed review'));
    expect(unchanged.json().booking.status).toBe('confirmed');
  });

  it("keeps an administrator's own booking confirmed when its time changes", async () => {
    const b = await book(admin);
    expect(b.status).toBe('confirmed');
    const res = await put(b.id, edit(b, '15:00', '16:00'), admin);
    expect(res.json().booking).toMatchObject({ status: 'confirmed', start_time: at(b.date, '15:00') });
  });

  it('lets the user cancel but not approve, confirm or reject', async () => {
    const b = await book();
    for (const status of ['confirmed', 'approved', 'rejected']) {
      const res = await put(b.id, { ...edit(b), status });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(BOOKING_ANSWERS.statusForbidden);
    }
    expect((await put(b.id, { ...edit(b), status: 'pending' })).statusCode).toBe(200);
    const cancelled = await put(b.id, { ...edit(b), status: 'cancelled' });
    expect(cancelled.json().booking.status).toBe('cancelled');
    expect((await bookingsOfRoom(ctx.database, room)).find((r) => r.id === b.id)?.status).toBe('cancelled');
  });

  it('allows moving a booking over its own old range but not onto another booking', async () => {
    const b = await book(faculty, '10:00', '11:00');
    expect((await put(b.id, edit(b, '10:30', '11:30'))).statusCode).toBe(200);
    const other = await bookRoom(ctx.app, clubs, {
      room_id: room,
      start_time: at(b.date, '12:00'),
      end_time: at(b.date, '13:00'),
      purpose: 'Club meet',
    });
    expect(other.statusCode).toBe(201);
    const res = await put(b.id, edit(b, '11:30', '12:30'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `This room is already booked from 12:00 PM to 01:00 PM on ${new Date(`${b.date}T12:00:00+05:30`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' })} for "Club meet".`,
      clash: { start_time: at(b.date, '12:00'), end_time: at(b.date, '13:00'), purpose: 'Club meet' },
    });
    expect((await bookingsOfRoom(ctx.database, room)).find((r) => r.id === b.id)?.start_time).toEqual(new Date(at(b.date, '10:30')));
  });

  describe('refuses broken rules with their message and changes nothing', () => {
    let b: Awaited<ReturnType<typeof book>>;
    beforeAll(async () => {
      b = await book();
    });
    const cases: Array<[string, (d: string) => Record<string, unknown>, string]> = [
      ['an empty purpose', () => ({ purpose: '' }), BOOKING_MESSAGES.purposeRequired],
      ['a purpose of 4 characters', () => ({ purpose: 'abcd' }), BOOKING_MESSAGES.purposeTooShort],
      ['a purpose of 501 characters', () => ({ purpose: 'p'.repeat(501) }), BOOKING_MESSAGES.purposeTooLongOnEdit],
      [
        'a move into the past',
        () => ({ start_time: at('2026-03-03', '10:00'), end_time: at('2026-03-03', '11:00') }),
        BOOKING_MESSAGES.startInPast,
      ],
      ['more than 8 hours', (d) => ({ start_time: at(d, '09:00'), end_time: at(d, '17:15') }), BOOKING_MESSAGES.tooLong],
      ['less than 15 minutes', (d) => ({ start_time: at(d, '10:00'), end_time: at(d, '10:10') }), BOOKING_MESSAGES.tooShort],
      ['an end before the start', (d) => ({ start_time: at(d, '12:00'), end_time: at(d, '11:00') }), BOOKING_MESSAGES.endBeforeStart],
      ['off the grid', (d) => ({ start_time: at(d, '10:10'), end_time: at(d, '11:10') }), BOOKING_MESSAGES.offGrid],
      ['outside 09:00-23:00', (d) => ({ start_time: at(d, '22:00'), end_time: at(d, '23:30') }), BOOKING_MESSAGES.outsideHours],
      ['a malformed start', () => ({ start_time: '2026-03-16 10:00' }), BOOKING_MESSAGES.startMalformed],
    ];
    it.each(cases)('%s', async (_name, override, message) => {
      const res = await put(b.id, { ...edit(b), ...override(b.date) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      const row = (await bookingsOfRoom(ctx.database, room)).find((r) => r.id === b.id)!;
      expect(row).toMatchObject({ purpose: 'Project review', start_time: new Date(at(b.date, '10:00')), status: 'pending' });
    });

    it.each([
      ['a purpose of 10,000 characters', { purpose: 'x'.repeat(10_000) }],
      ['an unknown status', { status: 'completed' }],
      ['an unknown field', { room_id: 3 }],
      ['a number for the purpose', { purpose: 12345 }],
    ])('refuses %s by schema', async (_name, override) => {
      const res = await put(b.id, { ...edit(b), ...override });
      expect(res.statusCode).toBe(400);
    });

    it('refuses a path id that is not a number', async () => {
      expect((await put('abc', edit(b))).statusCode).toBe(400);
      expect((await del('1.5')).statusCode).toBe(400);
    });
  });

  it('refuses to edit a booking that has started, or one that is cancelled or rejected (409)', async () => {
    // TEST_NOW is 09:30 on 2026-03-04: this one began at 09:15.
    const started = await storeBooking(ctx.database, DEMO.faculty, room, at('2026-03-04', '09:15'), at('2026-03-04', '10:15'));
    const res = await put(started, { purpose: 'Too late now', start_time: at('2026-03-04', '09:15'), end_time: at('2026-03-04', '10:15') });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_ANSWERS.notEditable);
    // An administrator's own booking obeys the same rule on this endpoint.
    const adminStarted = await bookRoom(ctx.app, admin, {
      room_id: room,
      start_time: at('2026-03-04', '09:00'),
      end_time: at('2026-03-04', '09:15'),
      purpose: 'Early',
    });
    expect(
      (
        await put(
          adminStarted.json().booking.id,
          { purpose: 'Early start', start_time: at('2026-03-04', '09:00'), end_time: at('2026-03-04', '09:15') },
          admin,
        )
      ).statusCode,
    ).toBe(409);
    for (const status of ['cancelled', 'rejected'] as const) {
      const b = await book();
      await setStatus(ctx.database, b.id, status);
      expect((await put(b.id, edit(b, '10:00', '11:00', 'Revive it'))).statusCode).toBe(409);
    }
  });
});

describe('DELETE /api/faculty/bookings/{id}', () => {
  const ownIds = async (url: string) =>
    (await ctx.app.inject({ method: 'GET', url, headers: { cookie: faculty } })).json().bookings.map((x: { id: number }) => x.id);

  it('cancels an upcoming booking, drops it from the own list for good, frees the slot and audits it', async () => {
    const b = await book();
    const res = await del(b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BOOKING_ANSWERS.deleted, booking: expect.objectContaining({ id: b.id, status: 'cancelled' }) });
    expect((await bookingsOfRoom(ctx.database, room)).find((r) => r.id === b.id)?.status).toBe('cancelled');
    expect(await ownIds('/api/faculty/bookings')).not.toContain(b.id);
    const audit = await auditOf(ctx.database, b.id);
    expect(audit.map((a) => a.action)).toEqual(['booking.create', 'booking.delete']);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'cancelled', owner_deleted_at: expect.any(String) }),
    });
    const again = await bookRoom(ctx.app, clubs, { room_id: room, ...edit(b) });
    expect(again.statusCode).toBe(201);

    // Gone for its booker: a second delete or an edit finds nothing, and nothing is written.
    expect((await del(b.id)).statusCode).toBe(404);
    expect((await put(b.id, edit(b, '12:00', '13:00'))).statusCode).toBe(404);
    expect(await auditOf(ctx.database, b.id)).toHaveLength(2);
  });

  it('removes a rejected or administrator-cancelled booking from the own list, keeping its status', async () => {
    for (const status of ['rejected', 'cancelled'] as const) {
      const b = await book();
      await setStatus(ctx.database, b.id, status);
      expect(await ownIds('/api/faculty/bookings')).toContain(b.id);
      const res = await del(b.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().booking).toMatchObject({ id: b.id, status });
      expect((await bookingsOfRoom(ctx.database, room)).find((r) => r.id === b.id)?.status).toBe(status);
      expect(await ownIds('/api/faculty/bookings')).not.toContain(b.id);
    }
  });

  it('refuses a booking that has started (409) and changes nothing', async () => {
    const otherRoom = await createTestRoom(ctx.database, 'Own Bookings Room Two');
    const started = await storeBooking(ctx.database, DEMO.faculty, otherRoom, at('2026-03-04', '09:30'), at('2026-03-04', '10:30'));
    const res = await del(started); // it starts exactly now
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_ANSWERS.notDeletable);
    expect((await bookingsOfRoom(ctx.database, otherRoom)).find((r) => r.id === started)?.status).toBe('pending');
    expect(await ownIds('/api/faculty/bookings')).toContain(started);
  });

  it('keeps the deleted booking for administrators (Manage Bookings lists it as cancelled)', async () => {
    const b = await book(faculty, '14:00', '15:00', 'Deleted by its booker');
    await del(b.id);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/bookings?search=Deleted%20by%20its%20booker',
      headers: { cookie: admin },
    });
    expect(res.json().bookings).toEqual([expect.objectContaining({ id: b.id, status: 'cancelled' })]);
  });
});

describe("another user's booking", () => {
  it('is invisible: not listed, and edit and delete answer 404 without changing it', async () => {
    const theirs = await book(clubs);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/faculty/bookings', headers: { cookie: faculty } });
    expect(list.json().bookings.map((x: { id: number }) => x.id)).not.toContain(theirs.id);
    const edited = await put(theirs.id, edit(theirs, '10:00', '11:00', 'Hijacked purpose'));
    expect(edited.statusCode).toBe(404);
    expect(edited.json().message).toBe(BOOKING_ANSWERS.notFound);
    expect((await del(theirs.id)).statusCode).toBe(404);
    expect((await put(99_999_999, edit(theirs))).statusCode).toBe(404);
    const row = (await bookingsOfRoom(ctx.database, room)).find((r) => r.id === theirs.id);
    expect(row).toMatchObject({ purpose: 'Project review', status: 'pending' });
    expect(await auditOf(ctx.database, theirs.id)).toHaveLength(1);
  });

  it('is refused to roles without booking rights (403) before anything else', async () => {
    const b = await book();
    const dean = await loginAs(ctx.app, DEMO.dean);
    expect((await put(b.id, edit(b), dean)).statusCode).toBe(403);
    expect((await del(b.id, dean)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/faculty/bookings/${b.id}` })).statusCode).toBe(401);
  });
});
