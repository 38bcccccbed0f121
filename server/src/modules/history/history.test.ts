import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom, storeBooking } from '../../../test/booking-kit';
import type { HistoryEntry } from '../../contracts/history';

// Issue 35: a booking's history from the audit trail — each kind of change, and who may read it.
let ctx: TestContext;
let roomId: number;
let otherRoom: number;
beforeAll(async () => {
  ctx = await createTestApp();
  roomId = await createTestRoom(ctx.database, 'History Room');
  otherRoom = await createTestRoom(ctx.database, 'History Annex');
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.clock.now = TEST_NOW;
});

const as = async (email: string) => ({ cookie: await loginAs(ctx.app, email) });
const history = async (id: number | string, email: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}/history`, headers: await as(email) });
const entries = async (id: number, email: string = DEMO.faculty): Promise<HistoryEntry[]> => (await history(id, email)).json().entries;
const slot = { start_time: at('2026-03-20', '10:00'), end_time: at('2026-03-20', '11:00') };

describe('GET /api/bookings/{id}/history', () => {
  it('lists the request, the move to another time, the new purpose and the decision with its reason', async () => {
    const id = (await bookRoom(ctx.app, (await as(DEMO.faculty)).cookie, { room_id: roomId, ...slot, purpose: 'Lab meeting' })).json()
      .booking.id;
    const edit = {
      purpose: 'Lab meeting and demo',
      start_time: at('2026-03-21', '14:00'),
      end_time: at('2026-03-21', '15:30'),
      status: 'pending',
    };
    const moved = await ctx.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}`, headers: await as(DEMO.rbAdmin), payload: edit });
    expect(moved.statusCode).toBe(200);
    const decided = await ctx.app.inject({
      method: 'POST',
      url: '/api/room_booking/grant_approval',
      headers: await as(DEMO.dean),
      payload: { request_id: id, status: 'rejected', reason: 'Room needed for exams' },
    });
    expect(decided.statusCode).toBe(200);

    const list = await entries(id);
    expect(list.map((e) => [e.action, e.actor])).toEqual([
      ['Requested', 'Rahul Verma'],
      ['Changed', 'Arjun Mehta'],
      ['Rejected', 'Kavita Iyer'],
    ]);
    expect(list[0].changes).toEqual([
      { field: 'time', from: null, to: 'Fri, Mar 20, 2026, 10:00 AM – 11:00 AM' },
      { field: 'room', from: null, to: 'History Room' },
      { field: 'purpose', from: null, to: 'Lab meeting' },
      { field: 'status', from: null, to: 'Pending' },
    ]);
    expect(list[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'time', from: 'Fri, Mar 20, 2026, 10:00 AM – 11:00 AM', to: 'Sat, Mar 21, 2026, 02:00 PM – 03:30 PM' },
        { field: 'purpose', from: 'Lab meeting', to: 'Lab meeting and demo' },
      ]),
    );
    expect(list[2].changes).toEqual([
      { field: 'status', from: 'Pending', to: 'Rejected' },
      { field: 'reason', from: null, to: 'Room needed for exams' },
    ]);
    expect(list[2].at).toMatch(/\+05:30$/);
  });

  it('shows an expiry as having happened by itself, and an undone decision', async () => {
    const id = await storeBooking(ctx.database, DEMO.faculty, roomId, at('2026-03-23', '10:00'), at('2026-03-23', '11:00'));
    const dean = await as(DEMO.dean);
    const grant = (status: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/room_booking/grant_approval', headers: dean, payload: { request_id: id, status } });
    await grant('approved');
    await ctx.app.inject({ method: 'POST', url: '/api/room_booking/undo_decision', headers: dean, payload: { request_id: id } });
    ctx.clock.now = new Date(at('2026-03-23', '10:00'));
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/room_booking/grant_approval',
      headers: await as(DEMO.dean), // signed in again: the session idled out over the days
      payload: { request_id: id, status: 'approved' },
    });
    expect(late.statusCode).toBe(409); // expired on the way
    const list = await entries(id, DEMO.superAdmin);
    expect(list.map((e) => [e.action, e.actor])).toEqual([
      ['Approved', 'Kavita Iyer'],
      ['Decision undone', 'Kavita Iyer'],
      ['Expired — no decision before it began', null],
    ]);
    expect(list[2].changes).toEqual([{ field: 'status', from: 'Pending', to: 'Expired — no decision before it began' }]);
  });

  it('is for the booker, administrators and the approvers of a request; 404 for others, unknown ids and bad ids', async () => {
    const request = (
      await bookRoom(ctx.app, (await as(DEMO.clubs)).cookie, {
        room_id: otherRoom,
        start_time: at('2026-03-24', '12:00'),
        end_time: at('2026-03-24', '13:00'),
        purpose: 'Club talk',
      })
    ).json().booking.id;
    const adminOwn = (
      await bookRoom(ctx.app, (await as(DEMO.rbAdmin)).cookie, {
        room_id: roomId,
        start_time: at('2026-03-24', '10:00'),
        end_time: at('2026-03-24', '11:00'),
        purpose: 'Staff meeting',
      })
    ).json().booking.id;
    for (const email of [DEMO.clubs, DEMO.rbAdmin, DEMO.superAdmin, DEMO.dean])
      expect((await history(request, email)).statusCode).toBe(200);
    for (const email of [DEMO.faculty, DEMO.igh]) {
      const res = await history(request, email);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Booking not found.']);
    }
    // Confirmed at once, it never was a request: the dean has no part in it.
    expect((await history(adminOwn, DEMO.dean)).statusCode).toBe(404);
    expect((await history(987654, DEMO.superAdmin)).statusCode).toBe(404);
    expect((await history('abc', DEMO.superAdmin)).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/bookings/${request}/history` })).statusCode).toBe(401);
  });
});
