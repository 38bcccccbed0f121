import { at, auditOf, createTestRoom, storeBooking } from '../../../test/booking-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

// Issue 36: every approval path runs the one approval decision (approval.ts) — the dean's
// single approval, the bulk approve, an administrator's edit from pending to confirmed — so
// each refuses what the others refuse, with the same words. TEST_NOW is Wed 2026-03-04.
let ctx: TestContext;
let superAdmin: string;
let rbAdmin: string;
let dean: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [superAdmin, rbAdmin, dean] = await Promise.all([DEMO.superAdmin, DEMO.rbAdmin, DEMO.dean].map((email) => loginAs(ctx.app, email)));
});
afterAll(() => ctx.close());

const inject = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload });
const approveOne = (id: number, cookie = dean, override?: boolean) =>
  inject('POST', '/api/room_booking/grant_approval', cookie, { request_id: id, status: 'approved', override_closure: override });
const bulkApprove = (ids: number[], cookie = superAdmin, extra: object = {}) =>
  inject('POST', '/api/admin/bookings/bulk', cookie, { ids, action: 'approve', ...extra });
const statusOf = async (id: number) =>
  (await ctx.database.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

let rooms = 0;
let day = 10;
/** A pending faculty request in a room of its own, on a day of its own in March. */
async function request() {
  const roomId = await createTestRoom(ctx.database, `Approval Room ${++rooms}`);
  const date = `2026-03-${String(++day).padStart(2, '0')}`;
  const id = await storeBooking(ctx.database, DEMO.faculty, roomId, at(date, '10:00'), at(date, '11:00'), 'Approval test');
  return { id, roomId, date };
}
async function closedRequest(reason: string) {
  const r = await request();
  const res = await inject('POST', '/api/admin/blackouts', superAdmin, {
    starts_at: at(r.date, '00:00'),
    ends_at: at(r.date, '23:59'),
    scope: 'rooms',
    room_ids: [r.roomId],
    reason,
  });
  expect(res.statusCode).toBe(201);
  return r;
}
async function deactivatedRequest() {
  const r = await request();
  await ctx.database.db.updateTable('rooms').set({ deactivated_at: new Date() }).where('id', '=', r.roomId).execute();
  return r;
}

describe('the one approval decision', () => {
  it('bulk approve skips a closed room with the single approval’s 409 words', async () => {
    const single = await closedRequest('Exams');
    const bulk = await closedRequest('Exams');
    const one = await approveOne(single.id);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe('Room closed: Exams');
    const res = await bulkApprove([bulk.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: 0, skipped: [{ id: bulk.id, reason: 'room_closed', message: 'Room closed: Exams' }] });
    expect(await statusOf(bulk.id)).toBe('pending');
  });

  it('bulk approve skips a deactivated room with the single approval’s 409 words', async () => {
    const single = await deactivatedRequest();
    const bulk = await deactivatedRequest();
    const one = await approveOne(single.id);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(`Approval Room ${rooms - 1} has been deactivated and takes no new bookings.`);
    const res = await bulkApprove([bulk.id]);
    expect(res.json().skipped).toEqual([
      { id: bulk.id, reason: 'room_deactivated', message: `Approval Room ${rooms} has been deactivated and takes no new bookings.` },
    ]);
    expect(await statusOf(bulk.id)).toBe('pending');
  });

  it('rb_admin (no approver capability) approves nothing in bulk, as the single approval answers 403', async () => {
    const r = await request();
    expect((await approveOne(r.id, rbAdmin)).statusCode).toBe(403);
    const res = await bulkApprove([r.id], rbAdmin);
    expect(res.json()).toMatchObject({
      changed: 0,
      skipped: [{ id: r.id, reason: 'not_approver', message: 'Only a room approver (a dean) can approve room requests.' }],
    });
    expect(await statusOf(r.id)).toBe('pending');
  });

  it('a bulk approve over a closure with the override writes the override audit row, as a single approval does', async () => {
    const single = await closedRequest('Open day');
    const bulk = await closedRequest('Open day');
    expect((await approveOne(single.id, superAdmin, true)).statusCode).toBe(200);
    const res = await bulkApprove([bulk.id], superAdmin, { override_closure: true });
    expect(res.json()).toMatchObject({ changed: 1, skipped: [] });
    for (const id of [single.id, bulk.id]) {
      expect(await statusOf(id)).toBe('confirmed');
      expect((await auditOf(ctx.database, id)).map((a) => a.action)).toContain('closure.override');
    }
  });

  it('an admin edit from pending to confirmed runs it too: closures, deactivated room and the capability', async () => {
    const edit = (id: number, date: string, cookie: string) =>
      inject('PUT', `/api/admin/bookings/${id}`, cookie, {
        purpose: 'Approval test',
        start_time: at(date, '10:00'),
        end_time: at(date, '11:00'),
        status: 'confirmed',
      });
    const closed = await closedRequest('Maintenance');
    const res = await edit(closed.id, closed.date, superAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Room closed: Maintenance');
    const retired = await deactivatedRequest();
    expect((await edit(retired.id, retired.date, superAdmin)).statusCode).toBe(409);
    const open = await request();
    const byRbAdmin = await edit(open.id, open.date, rbAdmin);
    expect(byRbAdmin.statusCode).toBe(403);
    expect(byRbAdmin.json().message).toBe('Only a room approver (a dean) can approve room requests.');
    for (const id of [closed.id, retired.id, open.id]) expect(await statusOf(id)).toBe('pending');
    expect((await edit(open.id, open.date, superAdmin)).statusCode).toBe(200);
    expect(await statusOf(open.id)).toBe('confirmed');
  });
});
