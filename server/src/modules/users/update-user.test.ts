import { sql } from 'kysely';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.superAdmin);
});
afterAll(() => ctx.close());

const post = (id: number, payload: unknown, cookie = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/user/${id}`, payload: payload as object, headers: { cookie } });
const db = () => ctx.database.db;
const userByEmail = (email: string) => db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const auditCount = async () =>
  Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const base = {
  name: 'Priya Sharma',
  email: 'priya.sharma@campus.example',
  department: 'Mathematics',
  designation: 'Assistant Professor',
  phone: null,
  access: ['rb_faculty'],
};

describe('POST /api/admin/user/{id}', () => {
  it('saves trimmed values, lower-cases the e-mail, drops repeated roles and writes an audit row', async () => {
    const priya = await userByEmail(base.email);
    const audits = await auditCount();
    const res = await post(priya.id, {
      ...base,
      name: '  Priya S. Sharma ',
      email: ' Priya.Sharma@Campus.Example ',
      department: '   ',
      designation: ' Professor ',
      phone: ' +91 80 1234 ',
      access: ['rb_faculty', 'rb_dean', 'rb_faculty'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: priya.id,
      name: 'Priya S. Sharma',
      email: 'priya.sharma@campus.example',
      department: null,
      designation: 'Professor',
      phone: '+91 80 1234',
      access: ['rb_faculty', 'rb_dean'],
      created_at: expect.any(String),
      deactivated_at: null,
      google_linked: false,
    });
    expect((await userByEmail(base.email)).access).toEqual(['rb_faculty', 'rb_dean']);
    expect(await auditCount()).toBe(audits + 1);
    const audit = await db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'user.update', entity: 'user', entity_id: String(priya.id) });
  });

  it('gives a signed-in user their new roles at once', async () => {
    const clubs = await userByEmail(DEMO.clubs);
    const clubsCookie = await loginAs(ctx.app, DEMO.clubs);
    const listAsClubs = () => ctx.app.inject({ method: 'GET', url: '/api/admin/rooms', headers: { cookie: clubsCookie } });
    expect((await listAsClubs()).statusCode).toBe(403);
    const res = await post(clubs.id, { name: clubs.name, email: clubs.email, access: ['rb_clubs', 'rb_admin'] });
    expect(res.statusCode).toBe(200);
    expect((await listAsClubs()).statusCode).toBe(200);
  });

  it('refuses an e-mail another user has (any letter case) with 409 and changes nothing', async () => {
    const priya = await userByEmail(base.email);
    const audits = await auditCount();
    const res = await post(priya.id, { ...base, email: 'FACULTY@campus.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Another user already has this e-mail address.');
    expect((await userByEmail(base.email)).email).toBe(base.email);
    expect(await auditCount()).toBe(audits);
  });

  it("keeps a user's own e-mail in another letter case", async () => {
    const dean = await userByEmail(DEMO.dean);
    const res = await post(dean.id, { name: dean.name, email: 'DEAN@campus.example', access: ['rb_dean'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO.dean);
  });

  it('refuses to let an admin remove their own super_admin access', async () => {
    const me = await userByEmail(DEMO.superAdmin);
    const res = await post(me.id, { name: me.name, email: me.email, access: ['rb_admin'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot remove your own super administrator access.');
    expect((await userByEmail(DEMO.superAdmin)).access).toEqual(['super_admin']);
  });

  it.each([
    [
      { ...base, access: ['rb_faculty', 'admin'] },
      'Unknown access role "admin". Use one of: super_admin, rb_admin, rb_dean, rb_faculty, rb_clubs, igh.',
    ],
    [{ ...base, name: '   ' }, 'Name is required'],
    [{ ...base, email: 'not-an-email' }, 'Enter a valid e-mail address'],
    [{ ...base, access: 'rb_faculty' }, 'access must be an array'],
    [{ ...base, role: 'x' }, 'Unknown field "role" in body'],
    [{ name: 'A' }, 'email is required'],
  ])('refuses bad input with 400 and changes nothing (%#)', async (payload, message) => {
    const priya = await userByEmail(base.email);
    const audits = await auditCount();
    const res = await post(priya.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userByEmail(base.email)).toEqual(priya);
    expect(await auditCount()).toBe(audits);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await post(999_999, base)).statusCode).toBe(404);
    expect((await post(0, base)).statusCode).toBe(400);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/user/abc', payload: base, headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
  });

  // Last: whichever request wins may demote the super admin the other tests sign in as.
  it('never leaves the system without a super_admin when two demote each other at once', async () => {
    const other = await userByEmail('vikram.singh@campus.example');
    await post(other.id, { name: other.name, email: other.email, access: ['super_admin'] });
    const otherCookie = await loginAs(ctx.app, other.email);
    const me = await userByEmail(DEMO.superAdmin);
    const [a, b] = await Promise.all([
      post(other.id, { name: other.name, email: other.email, access: [] }),
      post(me.id, { name: me.name, email: me.email, access: [] }, otherCookie),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const supers = await db()
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`'super_admin' = any(access)`)
      .execute();
    expect(supers).toHaveLength(1);
  });
});

describe('deactivating and activating a user (issue 16)', () => {
  // The race above may have left the demo super_admin demoted (on PostgreSQL either may win).
  beforeAll(() =>
    db()
      .updateTable('users')
      .set({ access: ['super_admin'] })
      .where('email', '=', DEMO.superAdmin)
      .execute(),
  );
  const action = (id: number, what: 'deactivate' | 'activate', cookie = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/user/${id}/${what}`, headers: { cookie } });
  const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const demoSignIn = () => ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email: DEMO.clubs } });

  it('ends all their sessions at once, refuses their sign-in with a clear message and lists their upcoming bookings', async () => {
    const clubs = await userByEmail(DEMO.clubs);
    const sessions = [await loginAs(ctx.app, DEMO.clubs), await loginAs(ctx.app, DEMO.clubs)];
    const res = await action(clubs.id, 'deactivate');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('User deactivated; they are signed out everywhere');
    expect(body.user).toMatchObject({ email: DEMO.clubs, deactivated_at: expect.stringMatching(/\+05:30$/) });
    for (const cookie of sessions) expect((await me(cookie)).statusCode).toBe(401);

    const refused = await demoSignIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `Your account has been deactivated. Please contact ${ctx.app.config.supportEmail} if you need access again.`,
    );

    const stored = await db()
      .selectFrom('bookings')
      .select(['id', 'start_time'])
      .where('user_id', '=', clubs.id)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('end_time', '>', ctx.clock.now)
      .orderBy('start_time')
      .orderBy('id')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(body.upcoming_total).toBe(stored.length);
    expect(body.upcoming_bookings.map((b: { id: number }) => b.id)).toEqual(stored.map((b) => b.id));
    expect(body.upcoming_bookings[0]).toEqual({
      id: stored[0].id,
      room_name: expect.any(String),
      start_time: expect.stringMatching(/\+05:30$/),
      end_time: expect.stringMatching(/\+05:30$/),
      status: expect.stringMatching(/^(pending|confirmed)$/),
      purpose: expect.any(String),
    });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(clubs.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('user.deactivate');
  });

  it('lists deactivated users as such in Manage Users', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/users?email=${DEMO.clubs}`, headers: { cookie: admin } });
    expect(res.json().users[0]).toMatchObject({ email: DEMO.clubs, deactivated_at: expect.any(String), google_linked: false });
  });

  it('refuses a second deactivation, their own and an unknown user', async () => {
    const clubs = await userByEmail(DEMO.clubs);
    const self = await userByEmail(DEMO.superAdmin);
    expect((await action(clubs.id, 'deactivate')).json()).toEqual({ message: 'This user is already deactivated.' });
    const own = await action(self.id, 'deactivate');
    expect({ status: own.statusCode, body: own.json() }).toEqual({
      status: 409,
      body: { message: 'You cannot deactivate your own account.' },
    });
    expect((await action(999999, 'deactivate')).statusCode).toBe(404);
  });

  it('activating lets them sign in again', async () => {
    const clubs = await userByEmail(DEMO.clubs);
    const res = await action(clubs.id, 'activate');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.deactivated_at).toBeNull();
    expect((await demoSignIn()).statusCode).toBe(200);
    expect((await action(clubs.id, 'activate')).json()).toEqual({ message: 'This user is not deactivated.' });
  });
});
