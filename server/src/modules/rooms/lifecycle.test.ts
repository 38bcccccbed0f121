import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookingsOfRoom, createTestRoom } from '../../../test/booking-kit';
import { recurringBody } from '../../../test/recurring-kit';

/** Issue 15, rooms lifecycle: a deactivated room takes no new bookings on any path; reactivation restores it. */
let ctx: TestContext;
let admin: string;
let faculty: string;
let dean: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, faculty, dean] = await Promise.all([DEMO.rbAdmin, DEMO.faculty, DEMO.dean].map((e) => loginAs(ctx.app, e)));
});
afterAll(() => ctx.close());

const DAY = '2026-03-06';
const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const book = (cookie: string, room: number, start: string, end: string) =>
  send('POST', '/api/faculty/bookroom', cookie, {
    room_id: room,
    start_time: at(DAY, start),
    end_time: at(DAY, end),
    purpose: 'Lifecycle test',
  });
const deactivate = (room: number, cookie = admin) => send('POST', `/api/admin/rooms/${room}/deactivate`, cookie);
const reactivate = (room: number, cookie = admin) => send('POST', `/api/admin/rooms/${room}/reactivate`, cookie);
const roomIds = async (cookie: string) =>
  ((await send('GET', '/api/faculty/getrooms', cookie)).json().rooms as { id: number }[]).map((r) => r.id);
const freeRoomIds = async (cookie: string) =>
  ((await send('GET', `/api/faculty/free-rooms?date=${DAY}&start=20:00&end=21:00`, cookie)).json().rooms as { id: number }[]).map(
    (r) => r.id,
  );
const audits = (room: number) =>
  ctx.database.db
    .selectFrom('audit_log')
    .select(['action', 'after'])
    .where('entity', '=', 'room')
    .where('entity_id', '=', String(room))
    .orderBy('id')
    .execute();

describe('deactivating a room', () => {
  it('lists its upcoming bookings, is audited, and refuses a second deactivation (409)', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle A');
    expect((await book(faculty, room, '10:00', '11:00')).statusCode).toBe(201);
    expect((await book(admin, room, '12:00', '13:00')).statusCode).toBe(201);

    const res = await deactivate(room);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.room).toMatchObject({ id: room, deactivated_at: expect.stringMatching(/^2026-03-04T09:30:00\+05:30$/) });
    expect(body.upcoming_total).toBe(2);
    expect(body.upcoming_bookings.map((b: { status: string; start_time: string }) => [b.status, b.start_time])).toEqual([
      ['pending', at(DAY, '10:00')],
      ['confirmed', at(DAY, '12:00')],
    ]);
    expect((await audits(room)).map((a) => a.action)).toEqual(['room.deactivate']);

    const again = await deactivate(room);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This room is already deactivated.');
    expect((await send('GET', `/api/admin/rooms/${room}/upcoming`, admin)).json().upcoming_total).toBe(2);
    const listed = await send('GET', `/api/admin/rooms?room_name=Lifecycle A`, admin);
    expect(listed.json().rooms[0].deactivated_at).toBe(body.room.deactivated_at);
  });

  it('refuses a single booking by anyone, administrators included, and hides the room from Book a Room and free rooms', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle B');
    expect(await roomIds(faculty)).toContain(room);
    expect(await freeRoomIds(admin)).toContain(room);
    await deactivate(room);
    for (const cookie of [faculty, admin]) {
      const res = await book(cookie, room, '15:00', '16:00');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Lifecycle B has been deactivated and takes no new bookings.');
      expect(await roomIds(cookie)).not.toContain(room);
      expect(await freeRoomIds(cookie)).not.toContain(room);
    }
    expect(await bookingsOfRoom(ctx.database, room)).toEqual([]);
  });

  it('refuses moving a booking in it, but lets its booker change the purpose or cancel it', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle C');
    const id = (await book(faculty, room, '10:00', '11:00')).json().booking.id;
    await deactivate(room);
    const edit = (start: string, purpose = 'Lifecycle test', status?: string) =>
      send('PUT', `/api/faculty/bookings/${id}`, faculty, {
        start_time: at(DAY, start),
        end_time: at(DAY, '11:30'),
        purpose,
        ...(status ? { status } : {}),
      });
    const moved = await edit('10:30');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/deactivated/);
    const adminMove = await send('PUT', `/api/admin/bookings/${id}`, admin, {
      start_time: at(DAY, '10:30'),
      end_time: at(DAY, '11:30'),
      purpose: 'x'.repeat(12),
    });
    expect(adminMove.statusCode).toBe(409);
    const [stored] = await bookingsOfRoom(ctx.database, room);
    expect(stored.start_time.toISOString()).toBe('2026-03-06T04:30:00.000Z');
    const renamed = await send('PUT', `/api/faculty/bookings/${id}`, faculty, {
      start_time: at(DAY, '10:00'),
      end_time: at(DAY, '11:00'),
      purpose: 'Lifecycle test, renamed',
    });
    expect(renamed.statusCode).toBe(200);
    const cancelled = await send('PUT', `/api/faculty/bookings/${id}`, faculty, {
      start_time: at(DAY, '10:00'),
      end_time: at(DAY, '11:00'),
      purpose: 'Lifecycle test',
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it('refuses approving a request in it (409) and lets the dean decline it', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle D');
    const first = (await book(faculty, room, '10:00', '11:00')).json().booking.id;
    const second = (await book(faculty, room, '11:00', '12:00')).json().booking.id;
    await deactivate(room);
    const decide = (id: number, status: string) => send('POST', '/api/room_booking/grant_approval', dean, { request_id: id, status });
    const approve = await decide(first, 'approved');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('Lifecycle D has been deactivated and takes no new bookings.');
    expect((await decide(second, 'rejected')).statusCode).toBe(200);
    expect((await bookingsOfRoom(ctx.database, room)).map((b) => b.status)).toEqual(['pending', 'rejected']);
  });

  it('refuses a recurring series (no draft kept) and the confirmation of a draft made before', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle E');
    // A clash makes the first request a draft.
    expect(
      (
        await send('POST', '/api/faculty/bookroom', admin, {
          room_id: room,
          start_time: at('2026-03-09', '09:00'),
          end_time: at('2026-03-09', '10:00'),
          purpose: 'Holds the first Monday',
        })
      ).statusCode,
    ).toBe(201);
    const draft = await send('POST', '/api/faculty/bookroom/recurring', admin, recurringBody(room));
    expect(draft.json().success).toBe(false);
    await deactivate(room);
    const create = await send('POST', '/api/faculty/bookroom/recurring', admin, recurringBody(room, { start_date: '2026-03-16' }));
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toMatch(/deactivated/);
    const confirm = await send('POST', '/api/bookings/recurring/confirm', admin, {
      recurring_booking_id: draft.json().recurring_booking_id,
      skip_dates: ['2026-03-09'],
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toMatch(/deactivated/);
    expect(await bookingsOfRoom(ctx.database, room)).toHaveLength(1);
  });

  it('cancels its upcoming bookings through the bulk cancel, telling each booker', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle F');
    const id = (await book(faculty, room, '17:00', '18:00')).json().booking.id;
    await book(admin, room, '18:00', '19:00');
    await deactivate(room);
    const res = await send('POST', `/api/admin/rooms/${room}/cancel-upcoming`, admin, { reason: 'Room retired' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '2 bookings cancelled.', cancelled: 2, skipped: 0 });
    expect((await bookingsOfRoom(ctx.database, room)).map((b) => [b.status, b.decision_reason])).toEqual([
      ['cancelled', 'Room retired'],
      ['cancelled', 'Room retired'],
    ]);
    const notices = await send('GET', '/api/notifications', faculty);
    expect(JSON.stringify(notices.json())).toContain(String(id));
    expect((await send('GET', `/api/admin/rooms/${room}/upcoming`, admin)).json().upcoming_total).toBe(0);
  });
});

describe('a deactivation racing bookings', () => {
  // On PostgreSQL the requests run on separate connections: the deactivation takes the room's
  // booking lock, so each booking either committed before it (and is listed) or is refused.
  it('leaves no booking stored that the deactivation did not list', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle race');
    const hours = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
    const [state, ...answers] = await Promise.all([
      deactivate(room),
      ...hours.map((h) => book(faculty, room, `${String(h).padStart(2, '0')}:00`, `${String(h).padStart(2, '0')}:30`)),
    ]);
    expect(state.statusCode).toBe(200);
    expect(answers.every((a) => a.statusCode === 201 || (a.statusCode === 409 && /deactivated/.test(a.json().message)))).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201).map((a) => a.json().booking.id as number);
    const stored = (await bookingsOfRoom(ctx.database, room)).map((b) => b.id);
    expect(stored.sort()).toEqual([...created].sort());
    expect(
      state
        .json()
        .upcoming_bookings.map((b: { id: number }) => b.id)
        .sort(),
    ).toEqual([...created].sort());
  });
});

describe('reactivating a room', () => {
  it('restores booking, Book a Room, free rooms and recurring; audited; twice is 409', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle G');
    await deactivate(room);
    const res = await reactivate(room);
    expect(res.statusCode).toBe(200);
    expect(res.json().room.deactivated_at).toBeNull();
    expect((await reactivate(room)).json().message).toBe('This room is already active.');
    expect(await roomIds(faculty)).toContain(room);
    expect(await freeRoomIds(faculty)).toContain(room);
    expect((await book(faculty, room, '10:00', '11:00')).statusCode).toBe(201);
    expect(
      (await send('POST', '/api/faculty/bookroom/recurring', admin, recurringBody(room, { start_date: '2026-03-16' }))).statusCode,
    ).toBe(201);
    expect((await audits(room)).map((a) => a.action)).toEqual(['room.deactivate', 'room.reactivate']);
  });
});

describe('who may change a room state', () => {
  it('answers 403 to a non-administrator, 404 for an unknown room and 400 for a body with fields', async () => {
    const room = await createTestRoom(ctx.database, 'Lifecycle H');
    expect((await deactivate(room, faculty)).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/rooms/${room}/cancel-upcoming`, dean, {})).statusCode).toBe(403);
    expect((await deactivate(999_999)).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/rooms/${room}/deactivate`, admin, { now: true })).statusCode).toBe(400);
    expect((await send('GET', `/api/admin/rooms/999999/upcoming`, admin)).statusCode).toBe(404);
    expect((await audits(room)).length).toBe(0);
  });
});
