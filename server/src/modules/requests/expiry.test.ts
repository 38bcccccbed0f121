import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { at, createTestRoom, storeBooking } from '../../../test/booking-kit';
import { watch } from '../../../test/notifications-kit';
import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import type { IghRequest, RoomRequest } from '../../contracts/requests';
import { expireOverdue } from './expiry';

// Issue 35: requests nobody decided before they began expire, on PGlite and PostgreSQL, with the clock injected.
let ctx: TestContext;
let roomId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  roomId = await createTestRoom(ctx.database, 'Expiry Room');
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.clock.now = TEST_NOW;
});

const statusOf = async (id: number) =>
  (await ctx.database.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
/** Moves the clock; sessions idle out over days, so each call signs in again at the new time. */
const setClock = (wallClock: string) => {
  ctx.clock.now = new Date(wallClock);
};
const grant = async (id: number, status = 'approved') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/room_booking/grant_approval',
    headers: { cookie: await loginAs(ctx.app, DEMO.dean) },
    payload: { request_id: id, status },
  });
const roomList = async (): Promise<RoomRequest[]> =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/room_booking/room_requests', headers: { cookie: await loginAs(ctx.app, DEMO.dean) } })
  ).json().data;
const waiting = async (email: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie: await loginAs(ctx.app, email) } })).json();

describe('a room request', () => {
  it('stays pending until its start minute, then expires, leaves the waiting count and its booker is told once', async () => {
    const id = await storeBooking(
      ctx.database,
      DEMO.faculty,
      roomId,
      at('2026-03-05', '10:15'),
      at('2026-03-05', '11:15'),
      'Thesis defence',
    );
    setClock(at('2026-03-05', '10:14'));
    await expireOverdue(ctx.app); // the seeded requests that began before
    const before = (await waiting(DEMO.dean)).pendingRoomRequests;
    expect(await expireOverdue(ctx.app)).toEqual({ rooms: 0, guestHouse: 0 });
    expect(await statusOf(id)).toBe('pending');

    setClock(at('2026-03-05', '10:15'));
    // Counted out from the start minute, even before a sweep stores the new status.
    expect((await waiting(DEMO.dean)).pendingRoomRequests).toBe(before - 1);
    const { result, who, told } = await watch(ctx, () => expireOverdue(ctx.app));
    expect(result.rooms).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('expired');
    expect(who).toContainEqual([DEMO.faculty, 'Request expired']);
    expect(told.find((n) => n.title === 'Request expired')?.body).toContain('Expiry Room');
    expect((await watch(ctx, () => expireOverdue(ctx.app))).told).toEqual([]);

    const listed = (await roomList()).find((r) => r.id === id);
    expect(listed?.status).toBe('expired');
    // Once it has ended it is among the booker's past bookings, still expired.
    setClock(at('2026-03-05', '11:15'));
    const past = await ctx.app.inject({
      method: 'GET',
      url: '/api/faculty/pastbookings',
      headers: { cookie: await loginAs(ctx.app, DEMO.faculty) },
    });
    expect(past.statusCode).toBe(200);
    expect(past.json().bookings.find((b: { id: number }) => b.id === id)?.status).toBe('expired');
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(id)).execute();
    expect(audit).toContainEqual(expect.objectContaining({ action: 'expire', actor_id: null, after: { status: 'expired' } }));
  });

  it('cannot be decided once expired: 409 with the expiry words, and nothing changes', async () => {
    const id = await storeBooking(ctx.database, DEMO.faculty, roomId, at('2026-03-06', '10:00'), at('2026-03-06', '11:00'));
    setClock(at('2026-03-06', '10:00'));
    // Not yet swept: the decision itself finds it has begun.
    for (const decision of ['approved', 'rejected']) {
      const res = await grant(id, decision);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(DECISION_MESSAGES.expired);
    }
    expect(await statusOf(id)).toBe('expired');
  });

  it('can still be decided the minute before its start', async () => {
    const id = await storeBooking(ctx.database, DEMO.faculty, roomId, at('2026-03-09', '10:00'), at('2026-03-09', '11:00'));
    setClock(at('2026-03-09', '09:59'));
    expect((await grant(id)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('confirmed');
  });
});

describe('a guest-house request', () => {
  const fileRequest = async (checkIn: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/igh/booking_requests',
      headers: { cookie: await loginAs(ctx.app, DEMO.faculty) },
      payload: { customer_name: 'Meera Iyer', age: 60, relation_with_student: 'Mother', check_in: checkIn, check_out: '2026-03-12' },
    });
    return (res.json().data as IghRequest).id;
  };
  const decide = async (id: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/igh/update_status/',
      headers: { cookie: await loginAs(ctx.app, DEMO.igh) },
      payload: { request_id: id, status: 'approved' },
    });
  const ighList = async (): Promise<IghRequest[]> =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/igh/booking_requests', headers: { cookie: await loginAs(ctx.app, DEMO.igh) } })
    ).json().data;

  it('may be decided on its check-in day and expires when that day is over, its student told', async () => {
    const id = await fileRequest('2026-03-11');
    setClock(at('2026-03-11', '23:59'));
    expect((await ighList()).find((r) => r.id === id)?.status).toBe('pending');
    const waitingBefore = (await waiting(DEMO.igh)).pendingGuestHouseRequests;

    setClock(at('2026-03-12', '00:00'));
    expect((await waiting(DEMO.igh)).pendingGuestHouseRequests).toBe(waitingBefore - 1);
    const { result, who } = await watch(ctx, () => decide(id));
    expect(result.statusCode).toBe(409);
    expect(result.json().message).toBe(DECISION_MESSAGES.expired);
    expect(who).toContainEqual([DEMO.faculty, 'Request expired']);
    expect((await ighList()).find((r) => r.id === id)?.status).toBe('expired');
  });
});
