import { sql } from 'kysely';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

jest.setTimeout(30_000);

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.superAdmin);
}, 120_000);
afterAll(() => ctx.close());

const post = (id: number, payload: unknown, cookie = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/user/${id}`, payload: payload as object, headers: { cookie } });
const db = () => ctx.database.db;
const userByEmail = (email: string) => db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const auditCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const base = {
  name: 'Priya Sharma', email: 'priya.sharma@campus.example', department: 'Mathematics',
  designation: 'Assistant Professor', phone: null, access: ['rb_faculty'],
};

describe('POST /api/admin/user/{id}', () => {
  it('saves trimmed values, lower-cases the e-mail, drops repeated roles and writes an audit row', async () => {
    const priya = await userByEmail(base.email);
    const audits = await auditCount();
    const res = await post(priya.id, {
      ...base, name: '  Priya S. Sharma ', email: ' Priya.Sharma@Campus.Example ', department: '   ',
      designation: ' Professor ', phone: ' +91 80 1234 ', access: ['rb_faculty', 'rb_dean', 'rb_faculty'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: priya.id, name: 'Priya S. Sharma', email: 'priya.sharma@campus.example', department: null,
      designation: 'Professor', phone: '+91 80 1234', access: ['rb_faculty', 'rb_dean'], created_at: expect.any(String),
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

  it('keeps a user\'s own e-mail in another letter case', async () => {
    const dean = await userByEmail(DEMO.dean);
    const res = await post(dean.id, { name: dean.name, email: 'DEAN@campus.example', access: ['rb_dean'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO.dean);
  });

  it('refuses to let an admin remove their own super_admin access', async () => {
    const me = await userByEmail(DEMO.superAdmin);
    const res = await post(me.id, { name: me.name, email: me.email, access: ['rb_admin'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot remove your own super_admin access.');
    expect((await userByEmail(DEMO.superAdmin)).access).toEqual(['super_admin']);
  });

  it.each([
    [{ ...base, access: ['rb_faculty', 'admin'] }, 'Unknown access role "admin". Use one of: super_admin, rb_admin, rb_dean, rb_faculty, rb_clubs, igh.'],
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
    const supers = await db().selectFrom('users').select('id').where(sql<boolean>`'super_admin' = any(access)`).execute();
    expect(supers).toHaveLength(1);
  });
});
