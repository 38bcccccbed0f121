import { sql } from 'kysely';
import { BULK_ACTION_MAX } from '../../contracts/bulk-actions';
import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let admin: string;
/** Approving takes the approver capability, which rb_admin lacks (issue 36): super_admin approves. */
let approver: string;
let roomIds: number[];
let facultyId: number;
let adminId: number;
let approverId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
  approver = await loginAs(ctx.app, DEMO.superAdmin);
  const rooms = await db().selectFrom('rooms').select('id').orderBy('id').limit(3).execute();
  roomIds = rooms.map((r) => r.id);
  facultyId = await userId(DEMO.faculty);
  adminId = await userId(DEMO.rbAdmin);
  approverId = await userId(DEMO.superAdmin);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const userId = async (email: string) =>
  (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

let slot = 0;
/** A booking stored directly, far from the seed's, each in its own hour (so live ones never overlap). */
async function booking(status: 'pending' | 'confirmed' | 'rejected' | 'cancelled', when: 'future' | 'past' = 'future', user = facultyId) {
  slot += 1;
  const base = TEST_NOW.getTime() + (when === 'future' ? 200 : -200) * DAY + slot * 3_600_000;
  const row = await db()
    .insertInto('bookings')
    .values({
      room_id: roomIds[slot % roomIds.length],
      user_id: user,
      purpose: `Bulk test ${slot}`,
      start_time: new Date(base),
      end_time: new Date(base + 1_800_000),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const bulk = (payload: object, cookie = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/bookings/bulk', headers: { cookie }, payload });
const statuses = async (ids: number[]) =>
  Object.fromEntries(
    (await db().selectFrom('bookings').select(['id', 'status']).where('id', 'in', ids).execute()).map((r) => [r.id, r.status]),
  );
const eventsOf = (ids: number[]) =>
  db().selectFrom('events').select(['entity_id', 'kind']).where('entity', '=', 'booking').where('entity_id', 'in', ids).execute();

describe('POST /api/admin/bookings/bulk', () => {
  it('a dry run of a mixed selection answers what would change and what is skipped, and changes nothing', async () => {
    const ids = [await booking('pending'), await booking('confirmed'), await booking('cancelled'), await booking('confirmed', 'past')];
    const before = await statuses(ids);
    const res = await bulk({ ids: [...ids, 999_999_999], action: 'cancel', reason: 'Exams', dry_run: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '2 bookings would be cancelled; 3 skipped.',
      dry_run: true,
      selected: 5,
      changed: 2,
      skipped: [
        { id: ids[2], reason: 'already_cancelled' },
        { id: ids[3], reason: 'past' },
        { id: 999_999_999, reason: 'not_found' },
      ],
    });
    expect(await statuses(ids)).toEqual(before);
    expect(await eventsOf(ids)).toEqual([]);
  });

  it('cancels exactly the eligible ones of a mixed selection in one transaction, each with its audit row, event and notification', async () => {
    const eligible = [await booking('pending'), await booking('confirmed')];
    const skipped = [await booking('cancelled'), await booking('rejected'), await booking('pending', 'past')];
    const res = await bulk({ ids: [...skipped, ...eligible], action: 'cancel', reason: 'Building closed for repairs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.objectContaining({
        message: '2 bookings cancelled; 3 skipped.',
        changed: 2,
        skipped: [
          { id: skipped[0], reason: 'already_cancelled' },
          { id: skipped[1], reason: 'rejected' },
          { id: skipped[2], reason: 'past' },
        ],
      }),
    );
    expect(await statuses([...eligible, ...skipped])).toEqual({
      [eligible[0]]: 'cancelled',
      [eligible[1]]: 'cancelled',
      [skipped[0]]: 'cancelled',
      [skipped[1]]: 'rejected',
      [skipped[2]]: 'pending',
    });
    const stored = await db().selectFrom('bookings').select(['decision_reason', 'decided_by']).where('id', 'in', eligible).execute();
    expect(stored).toEqual(eligible.map(() => ({ decision_reason: 'Building closed for repairs', decided_by: adminId })));
    // now() is the transaction's start: one value for every row written means one transaction.
    const audits = await db()
      .selectFrom('audit_log')
      .select(['entity_id', 'action', 'created_at'])
      .where('entity', '=', 'booking')
      .where('entity_id', 'in', [...eligible, ...skipped].map(String))
      .execute();
    expect(audits.map((a) => [Number(a.entity_id), a.action]).sort()).toEqual(eligible.map((id) => [id, 'booking.bulk_cancel']).sort());
    expect(new Set(audits.map((a) => a.created_at.getTime())).size).toBe(1);
    expect((await eventsOf([...eligible, ...skipped])).map((e) => [e.entity_id, e.kind]).sort()).toEqual(
      eligible.map((id) => [id, 'booking.cancelled']).sort(),
    );
    const notices = await db()
      .selectFrom('notifications')
      .innerJoin('events', 'events.id', 'notifications.event_id')
      .select(['notifications.user_id', 'notifications.body'])
      .where('events.entity_id', 'in', eligible)
      .where('events.entity', '=', 'booking')
      .execute();
    expect(notices).toHaveLength(2);
    expect(notices.every((n) => n.user_id === facultyId && n.body.includes('Building closed for repairs'))).toBe(true);
  });

  it('approves and declines only pending future requests, never the actor’s own', async () => {
    const pending = [await booking('pending'), await booking('pending')];
    const confirmed = await booking('confirmed');
    const own = await booking('pending', 'future', approverId);
    const approve = await bulk({ ids: [pending[0], confirmed, own], action: 'approve' }, approver);
    expect(approve.json()).toEqual(
      expect.objectContaining({
        changed: 1,
        skipped: [
          { id: confirmed, reason: 'not_pending' },
          { id: own, reason: 'own_request' },
        ],
      }),
    );
    const reject = await bulk({ ids: [pending[0], pending[1]], action: 'reject', reason: 'Room needed for exams' }, approver);
    expect(reject.json()).toEqual(expect.objectContaining({ message: '1 booking declined; 1 skipped.', changed: 1 }));
    expect(await statuses([...pending, confirmed, own])).toEqual({
      [pending[0]]: 'confirmed',
      [pending[1]]: 'rejected',
      [confirmed]: 'confirmed',
      [own]: 'pending',
    });
  });

  it('takes the Manage Bookings filter as the selection', async () => {
    const mark = `Filter bulk ${Date.now()}`;
    const ids = [await booking('pending'), await booking('confirmed')];
    await db().updateTable('bookings').set({ purpose: mark }).where('id', 'in', ids).execute();
    const res = await bulk({ filter: { search: mark, status: 'pending' }, action: 'cancel' });
    expect(res.json()).toEqual(expect.objectContaining({ selected: 1, changed: 1, skipped: [] }));
    expect(await statuses(ids)).toEqual({ [ids[0]]: 'cancelled', [ids[1]]: 'confirmed' });
  });

  it('racing a bulk approve against a single decline leaves one decision per booking', async () => {
    const ids = [await booking('pending'), await booking('pending'), await booking('pending')];
    const dean = await loginAs(ctx.app, DEMO.dean);
    const [bulkAnswer, single] = await Promise.all([
      bulk({ ids, action: 'approve' }, approver),
      ctx.app.inject({
        method: 'POST',
        url: '/api/room_booking/grant_approval',
        headers: { cookie: dean },
        payload: { request_id: ids[1], status: 'rejected', reason: 'Clash with exams' },
      }),
    ]);
    expect(bulkAnswer.statusCode).toBe(200);
    const now = await statuses(ids);
    if (single.statusCode === 200) {
      expect(now[ids[1]]).toBe('rejected');
      expect(bulkAnswer.json().skipped).toEqual([{ id: ids[1], reason: 'not_pending' }]);
    } else {
      expect(single.statusCode).toBe(409);
      expect(now[ids[1]]).toBe('confirmed');
    }
    const decisions = (await eventsOf(ids)).filter((e) => e.kind === 'booking.approved' || e.kind === 'booking.rejected');
    expect(decisions.map((e) => e.entity_id).sort()).toEqual([...ids].sort());
  });

  it(`refuses more than ${BULK_ACTION_MAX} ids with a clear 400, changing nothing`, async () => {
    const id = await booking('pending');
    const ids = [id, ...Array.from({ length: BULK_ACTION_MAX }, (_, i) => 1_000_000_000 + i)];
    const res = await bulk({ ids, action: 'cancel' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('At most 5,000 bookings can be changed at once; this selection has 5,001.');
    expect(await statuses([id])).toEqual({ [id]: 'pending' });
  });

  it(`refuses a filter matching more than ${BULK_ACTION_MAX} bookings`, async () => {
    const mark = 'Overfull filter';
    await sql`
      insert into bookings (room_id, user_id, purpose, start_time, end_time, status)
      select ${roomIds[0]}::int, ${facultyId}::int, ${mark}, t, t + interval '30 minutes', 'cancelled'
      from generate_series(1, ${BULK_ACTION_MAX + 1}) as n, lateral (select ${TEST_NOW}::timestamptz + n * interval '1 hour' as t) as s`.execute(
      db(),
    );
    const res = await bulk({ filter: { search: mark }, action: 'cancel' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This filter matches more than 5,000 bookings/);
  });

  it.each([
    ['both ids and filter', { ids: [1], filter: {}, action: 'cancel' }, 'Send either ids or filter (one of them, not both).'],
    ['neither ids nor filter', { action: 'cancel' }, 'Send either ids or filter (one of them, not both).'],
    ['an unknown action', { ids: [1], action: 'delete' }, undefined],
    ['no ids', { ids: [], action: 'cancel' }, undefined],
    ['a non-integer id', { ids: ['1'], action: 'cancel' }, undefined],
    ['an unknown field', { ids: [1], action: 'cancel', force: true }, undefined],
    ['a reason over 500 characters', { ids: [1], action: 'reject', reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
  ])('answers 400 for %s', async (_, payload, message) => {
    const res = await bulk(payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it.each([DEMO.dean, DEMO.faculty])('refuses %s with 403, changing nothing', async (email) => {
    const id = await booking('pending');
    const res = await bulk({ ids: [id], action: 'cancel' }, await loginAs(ctx.app, email));
    expect(res.statusCode).toBe(403);
    expect(await statuses([id])).toEqual({ [id]: 'pending' });
  });
});
