import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { watch } from '../../../test/notifications-kit';
import { DECISION_MESSAGES } from '../../contracts/booking-messages';

// Issue 35: a guest-house decision's toast offers Undo too (docs/decisions/0240): within 10 seconds
// the operator who decided puts the request back to pending, and the student hears only of the
// decision that stands.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.clock.now = TEST_NOW;
});

const post = async (url: string, email: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/igh/${url}`, headers: { cookie: await loginAs(ctx.app, email) }, payload });
const decide = (id: number, status: string, email: string = DEMO.igh) => post('update_status/', email, { request_id: id, status });
const undo = (id: number, email: string = DEMO.igh) => post('undo_decision', email, { request_id: id });
const stored = (id: number) => ctx.database.db.selectFrom('igh_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const later = (seconds: number) => {
  ctx.clock.now = new Date(TEST_NOW.getTime() + seconds * 1000);
};

let filers = 0;
/** A pending request filed by a student of its own (TEST_NOW is Wed 2026-03-04 on campus). */
async function request(): Promise<number> {
  const email = `undo.filer${++filers}@campus.example`;
  await ctx.database.db
    .insertInto('users')
    .values({ email, name: `Undo Filer ${filers}`, access: [] })
    .execute();
  const payload = {
    customer_name: 'Suresh Verma',
    age: 58,
    relation_with_student: 'Father',
    check_in: '2026-03-10',
    check_out: '2026-03-12',
  };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/igh/booking_requests',
    headers: { cookie: await loginAs(ctx.app, email) },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

describe('POST /api/igh/undo_decision', () => {
  it('puts an approval back to pending within 10 s: its notice and unsent mail are withdrawn, nobody is told again', async () => {
    const id = await request();
    const decided = await watch(ctx, () => decide(id, 'approved'));
    expect(decided.result.statusCode).toBe(200);
    expect(decided.who).toHaveLength(1);
    const mail = await ctx.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'next_attempt_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.next_attempt_at.getTime()).toBe(TEST_NOW.getTime() + 10_000);

    later(10);
    const undone = await watch(ctx, () => undo(id));
    expect(undone.result.statusCode).toBe(200);
    expect(undone.result.json()).toMatchObject({ message: DECISION_MESSAGES.undone, data: { id, status: 'pending', reason: null } });
    expect(undone.told).toEqual([]);
    expect(await stored(id)).toMatchObject({ status: 'pending', decided_by: null, decided_at: null, decision_reason: null });
    const notices = await ctx.database.db
      .selectFrom('notifications as n')
      .innerJoin('events as e', 'e.id', 'n.event_id')
      .select('n.id')
      .where('e.entity', '=', 'igh_request')
      .where('e.entity_id', '=', id)
      .where('e.kind', '=', 'igh.approved')
      .execute();
    expect(notices).toEqual([]);
    expect(await ctx.database.db.selectFrom('mail_outbox').select('id').where('id', '=', mail.id).executeTakeFirst()).toBeUndefined();
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'igh_request')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.at(-1)).toMatchObject({ action: 'undo_decision', before: { status: 'approved' }, after: { status: 'pending' } });

    // Decided again, the student hears once, of the decision that stands.
    expect((await watch(ctx, () => decide(id, 'rejected'))).who).toHaveLength(1);
  });

  it('takes back a decline too, with its reason', async () => {
    const id = await request();
    expect((await post('update_status/', DEMO.igh, { request_id: id, status: 'rejected', reason: 'Fully booked' })).statusCode).toBe(200);
    const res = await undo(id);
    expect([res.statusCode, res.json().data.status, res.json().data.reason]).toEqual([200, 'pending', null]);
  });

  it('answers 409 after the window, for a second undo, and for another operator; nothing changes', async () => {
    const id = await request();
    await decide(id, 'approved');
    later(11);
    for (const [email, label] of [
      [DEMO.igh, 'after the window'],
      [DEMO.superAdmin, 'another operator'],
    ]) {
      const res = await undo(id, email);
      expect([label, res.statusCode, res.json().message]).toEqual([label, 409, DECISION_MESSAGES.undoTooLate]);
    }
    expect((await stored(id)).status).toBe('approved');
    const other = await request();
    await decide(other, 'approved');
    expect((await undo(other)).statusCode).toBe(200);
    expect((await undo(other)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown request, 403 without the guest-house role, 400 for a bad body', async () => {
    expect((await undo(987654)).statusCode).toBe(404);
    const id = await request();
    await decide(id, 'approved');
    expect((await undo(id, DEMO.faculty)).statusCode).toBe(403);
    expect((await post('undo_decision', DEMO.igh, { request_id: 'x' })).statusCode).toBe(400);
    expect((await stored(id)).status).toBe('approved');
  });
});
