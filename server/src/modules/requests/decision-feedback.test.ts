import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { at, createTestRoom, storeBooking } from '../../../test/booking-kit';
import { watch } from '../../../test/notifications-kit';
import { BOOKING_ANSWERS, DECISION_MESSAGES } from '../../contracts/booking-messages';
import { ROOM_STATE_MESSAGES } from '../../contracts/room-access';

// Issue 35: what a decision tells: the toast's Undo takes it back within 10 seconds, telling nobody
// twice; a request in a deactivated room is marked, and approving it says why it is refused.
let ctx: TestContext;
let roomId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  roomId = await createTestRoom(ctx.database, 'Undo Room');
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.clock.now = TEST_NOW;
});

let day = 10;
const request = () =>
  storeBooking(ctx.database, DEMO.faculty, roomId, at(`2026-03-${day}`, '10:00'), at(`2026-03-${day++}`, '11:00'), 'Viva');
const post = async (url: string, email: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/room_booking/${url}`, headers: { cookie: await loginAs(ctx.app, email) }, payload });
const decide = (id: number, status: string, email: string = DEMO.dean) => post('grant_approval', email, { request_id: id, status });
const undo = (id: number, email: string = DEMO.dean) => post('undo_decision', email, { request_id: id });
const row = (id: number) => ctx.database.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const later = (seconds: number) => {
  ctx.clock.now = new Date(TEST_NOW.getTime() + seconds * 1000);
};

describe('POST /api/room_booking/undo_decision', () => {
  it('puts an approval back to pending within 10 s: its notice and unsent mail are withdrawn, nobody is told again', async () => {
    const id = await request();
    const decided = await watch(ctx, () => decide(id, 'approved'));
    expect(decided.who).toEqual([[DEMO.faculty, 'Approved']]);
    // The decision's mail (queued whether or not SMTP is set) waits out the window.
    const mail = await ctx.database.db.selectFrom('mail_outbox').select('next_attempt_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.next_attempt_at.getTime()).toBe(TEST_NOW.getTime() + 10_000);

    later(10);
    const undone = await watch(ctx, () => undo(id));
    expect(undone.result.statusCode).toBe(200);
    expect(undone.result.json()).toMatchObject({ message: DECISION_MESSAGES.undone, data: { id, status: 'pending', reason: null } });
    expect(undone.told).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'pending', decided_by: null, decided_at: null });
    const notices = await ctx.database.db
      .selectFrom('notifications as n')
      .innerJoin('events as e', 'e.id', 'n.event_id')
      .select('n.id')
      .where('e.entity_id', '=', id)
      .where('e.kind', '=', 'booking.approved')
      .execute();
    expect(notices).toEqual([]);
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.at(-1)).toMatchObject({ action: 'undo_decision', before: { status: 'confirmed' }, after: { status: 'pending' } });

    // Decided again, the booker hears once, of the decision that stands.
    expect((await watch(ctx, () => decide(id, 'rejected'))).who).toEqual([[DEMO.faculty, 'Rejected']]);
  });

  it('takes back a decline too', async () => {
    const id = await request();
    await decide(id, 'rejected');
    expect((await undo(id)).statusCode).toBe(200);
    expect((await row(id)).status).toBe('pending');
  });

  it('answers 409 after the window, for a second undo, and for another approver; nothing changes', async () => {
    const id = await request();
    await decide(id, 'approved');
    later(11);
    for (const [email, label] of [
      [DEMO.dean, 'after the window'],
      [DEMO.superAdmin, 'another approver'],
    ]) {
      const res = await undo(id, email);
      expect([label, res.statusCode, res.json().message]).toEqual([label, 409, DECISION_MESSAGES.undoTooLate]);
    }
    expect((await row(id)).status).toBe('confirmed');
    const other = await request();
    await decide(other, 'approved');
    expect((await undo(other)).statusCode).toBe(200);
    expect((await undo(other)).statusCode).toBe(409);
  });

  it("answers 409 when a decline's time was booked meanwhile, 404 for an unknown request, 403 for a faculty member", async () => {
    const id = await request();
    await decide(id, 'rejected');
    const { start_time, end_time } = await row(id);
    await ctx.database.db
      .insertInto('bookings')
      .values({ room_id: roomId, user_id: (await row(id)).user_id, purpose: 'Taken', start_time, end_time, status: 'confirmed' })
      .execute();
    const res = await undo(id);
    expect([res.statusCode, res.json().message]).toEqual([409, BOOKING_ANSWERS.clashFallback]);
    expect((await row(id)).status).toBe('rejected');
    expect((await undo(987654)).statusCode).toBe(404);
    expect((await undo(id, DEMO.faculty)).statusCode).toBe(403);
    expect((await post('undo_decision', DEMO.dean, { request_id: 'x' })).statusCode).toBe(400);
  });
});

describe('a request in a deactivated room', () => {
  it('is listed with the room marked inactive, and approving it answers 409 naming the room', async () => {
    const id = await request();
    await ctx.database.db.updateTable('rooms').set({ deactivated_at: TEST_NOW }).where('id', '=', roomId).execute();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/room_booking/room_requests',
      headers: { cookie: await loginAs(ctx.app, DEMO.dean) },
    });
    const listed = list.json().data.find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ rooms: ['Undo Room'], inactive_rooms: ['Undo Room'] });
    const res = await decide(id, 'approved');
    expect([res.statusCode, res.json().message]).toEqual([409, ROOM_STATE_MESSAGES.deactivated('Undo Room')]);
    expect((await decide(id, 'rejected')).statusCode).toBe(200);
    await ctx.database.db.updateTable('rooms').set({ deactivated_at: null }).where('id', '=', roomId).execute();
  });
});
