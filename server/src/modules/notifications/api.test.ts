import { createTestApp, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';

// GET /api/notifications and POST /api/notifications/read: a user only ever sees and marks
// their own. The rows are stored directly: who gets which notification is who-is-told.test.ts.
let ctx: TestContext;
const users: Record<'asha' | 'ravi', { id: number; cookie: string }> = {} as never;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  for (const name of ['asha', 'ravi'] as const) {
    const email = `${name}@campus.example`;
    const row = await ctx.app.db
      .insertInto('users')
      .values({ email, name, access: ['rb_faculty'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    users[name] = { id: row.id, cookie: await loginAs(ctx.app, email) };
  }
});
afterAll(() => ctx.close());

/** Stores `n` unread notifications for a user, a minute apart; their ids, oldest first. */
async function store(who: 'asha' | 'ravi', n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    user_id: users[who].id,
    kind: 'booking.approved',
    title: `Approved ${i + 1}`,
    body: `Notice ${i + 1} for ${who}`,
    link: `/faculty/bookings?booking=${i + 1}`,
    created_at: new Date(TEST_NOW.getTime() + i * 60_000),
  }));
  // Each notification gets an event of its own (a user is told of an event once).
  const ids: number[] = [];
  for (const row of rows) {
    const event = await ctx.app.db
      .insertInto('events')
      .values({ kind: row.kind, entity: 'booking', entity_id: 1, actor_id: null, payload: '{}', created_at: row.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(
      (
        await ctx.app.db
          .insertInto('notifications')
          .values({ ...row, event_id: event.id })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  return ids;
}
const list = (who: 'asha' | 'ravi', query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { cookie: users[who].cookie } });
const mark = (who: 'asha' | 'ravi', payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: { cookie: users[who].cookie }, payload });
const readFlags = async (ids: number[]) =>
  (await ctx.app.db.selectFrom('notifications').select(['id', 'read_at']).where('id', 'in', ids).orderBy('id').execute()).map(
    (r) => r.read_at !== null,
  );

describe('GET /api/notifications', () => {
  it('lists only the caller’s notifications, newest first, paged, with the unread count of all', async () => {
    const asha = await store('asha', 3);
    await store('ravi', 2);
    const first = await list('asha', '?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      notifications: [
        {
          id: asha[2],
          kind: 'booking.approved',
          title: 'Approved 3',
          body: 'Notice 3 for asha',
          link: '/faculty/bookings?booking=3',
          created_at: '2026-03-04T09:32:00+05:30',
          read: false,
        },
        expect.objectContaining({ id: asha[1], read: false }),
      ],
      unread: 3,
      meta: { total: 3, page: 1, limit: 2 },
    });
    const second = (await list('asha', '?page=2&limit=2')).json();
    expect(second.notifications.map((n: { id: number }) => n.id)).toEqual([asha[0]]);
    expect((await list('asha', '?page=3&limit=2')).json()).toMatchObject({ notifications: [], unread: 3, meta: { total: 3 } });
    expect((await list('asha')).json().meta).toEqual({ total: 3, page: 1, limit: 10 });
  });

  it.each([
    ['?limit=51', 'limit must be <= 50'],
    ['?page=0', 'page must be >= 1'],
    ['?limit=x', 'limit must be an integer'],
    ['?unread=true', 'Unknown field "unread" in querystring'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await list('asha', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true } })).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the named notifications read and answers the unread count left', async () => {
    const ids = await store('asha', 3);
    const before = (await list('asha')).json().unread;
    const res = await mark('asha', { ids: [ids[0], ids[2], ids[0]] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notifications marked as read', unread: before - 2 });
    expect(await readFlags(ids)).toEqual([true, false, true]);
    expect((await mark('asha', { ids: [ids[0]] })).json().unread).toBe(before - 2); // marking again changes nothing
    const listed = (await list('asha', '?limit=3')).json().notifications;
    expect(listed.map((n: { read: boolean }) => n.read)).toEqual([true, false, true]);
  });

  it('marks all of the caller’s notifications read, and no one else’s', async () => {
    const ravi = await store('ravi', 2);
    expect((await mark('asha', { all: true })).json().unread).toBe(0);
    expect((await list('asha')).json().unread).toBe(0);
    expect(await readFlags(ravi)).toEqual([false, false]);
  });

  it.each([
    ['another user’s id', (ravi: number[]) => ({ ids: [ravi[0]] }), 404, (ravi: number[]) => `Notification not found: ${ravi[0]}`],
    [
      'an unknown id among own ones',
      (_: number[], asha: number[]) => ({ ids: [asha[0], 987654] }),
      404,
      () => 'Notification not found: 987654',
    ],
    [
      'ids and all together',
      (_: number[], asha: number[]) => ({ ids: [asha[0]], all: true }),
      400,
      () => 'Send either ids or all: true, not both.',
    ],
    ['all: false', () => ({ all: false }), 400, () => 'Send the ids of the notifications to mark as read, or all: true.'],
    ['an empty body', () => ({}), 400, () => 'Send the ids of the notifications to mark as read, or all: true.'],
    ['an empty id list', () => ({ ids: [] }), 400, () => 'ids must NOT have fewer than 1 items'],
    ['a text id', () => ({ ids: ['1'] }), 400, () => 'ids.0 must be an integer'],
  ])('refuses %s and marks nothing', async (_name, body, status, message) => {
    const ravi = await store('ravi', 1);
    const asha = await store('asha', 1);
    const res = await mark('asha', body(ravi, asha));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message(ravi));
    expect(await readFlags([...ravi, ...asha])).toEqual([false, false]);
  });
});
