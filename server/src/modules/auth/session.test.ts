import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { SESSION_COOKIE } from '../../plugins/session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await ctx.app.db
    .insertInto('users')
    .values([
      { email: DEMO.faculty, name: 'Rahul Verma', access: ['rb_faculty'] },
      { email: DEMO.dean, name: 'Kavita Iyer', access: ['rb_dean'] },
    ])
    .execute();
}, 120_000);
afterAll(() => ctx.close());

const me = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

const sessionCount = async () =>
  Number((await ctx.app.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('demo sign-in', () => {
  it('signs in a known account and sets an httpOnly SameSite=Lax session cookie', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email: ` ${DEMO.dean.toUpperCase()} ` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().userdetails).toMatchObject({ email: DEMO.dean, name: 'Kavita Iyer', student_name: 'Kavita Iyer', access: ['rb_dean'] });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses an unknown e-mail with 401 and creates no session', async () => {
    const before = await sessionCount();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email: 'nobody@campus.example' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('There is no demo account with that e-mail address.');
    expect(await sessionCount()).toBe(before);
  });

  it('GET /api/config lists the demo accounts and the campus settings', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ authMode: 'demo', googleClientId: null, campusTz: 'Asia/Kolkata', campusOffset: '+05:30' });
    expect(body.demoAccounts.map((a: { email: string }) => a.email)).toEqual(expect.arrayContaining(Object.values(DEMO)));
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 "Invalid user details" without a cookie', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid user details' });
  });

  it('answers 401 for a cookie that matches no session', async () => {
    const res = await me(`${SESSION_COOKIE}=made-up-token`);
    expect(res.statusCode).toBe(401);
  });

  it('returns the user for a valid cookie', async () => {
    const res = await me(await loginAs(ctx.app, DEMO.faculty));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Authenticated',
      userdetails: { email: DEMO.faculty, name: 'Rahul Verma', student_name: 'Rahul Verma', access: ['rb_faculty'], picture: '' },
    });
  });

  it('answers 401 after logout revoked the session, and logout clears the cookie', async () => {
    const cookie = await loginAs(ctx.app, DEMO.faculty);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    const revoked = await ctx.app.db.selectFrom('sessions').select('revoked_at').where('revoked_at', 'is not', null).execute();
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('answers 401 once the session has expired', async () => {
    const cookie = await loginAs(ctx.app, DEMO.faculty);
    const start = ctx.clock.now;
    try {
      ctx.clock.now = new Date(start.getTime() + (ctx.app.config.sessionTtlHours * 3600 - 60) * 1000);
      expect((await me(cookie)).statusCode).toBe(200);
      ctx.clock.now = new Date(start.getTime() + (ctx.app.config.sessionTtlHours * 3600 + 1) * 1000);
      expect((await me(cookie)).statusCode).toBe(401);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('logout without a session still answers 200', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('cross-origin guard', () => {
  const demo = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/demo', headers: { host: 'rooms.campus.example', ...headers }, payload: { email: DEMO.faculty } });

  it.each([
    ['an Origin of another host', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: null', { origin: 'null' }],
    ['an unparseable Origin', { origin: 'not a url' }],
  ])('refuses a POST with %s with 403 JSON and starts no session', async (_case, headers) => {
    const before = await sessionCount();
    const res = await demo(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-origin requests are not allowed.' });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a cross-site logout, so the session survives', async () => {
    const cookie = await loginAs(ctx.app, DEMO.faculty);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const spoofed = { host: '127.0.0.1:8080', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };
    expect((await demo(spoofed)).statusCode).toBe(403);
  });

  it('compares the Origin with the host a trusted proxy forwarded', async () => {
    const proxied = await createTestApp({ seed: false, config: { trustProxy: true } });
    try {
      await proxied.app.db.insertInto('users').values({ email: DEMO.faculty, name: 'Rahul Verma', access: ['rb_faculty'] }).execute();
      const post = (headers: Record<string, string>) =>
        proxied.app.inject({ method: 'POST', url: '/api/auth/demo', headers, payload: { email: DEMO.faculty } });
      const behindProxy = { host: '127.0.0.1:8080', 'x-forwarded-host': 'rooms.campus.example' };
      expect((await post({ ...behindProxy, origin: 'https://rooms.campus.example' })).statusCode).toBe(200);
      expect((await post({ ...behindProxy, origin: 'http://127.0.0.1:8080' })).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('lets a same-origin POST through', async () => {
    const res = await demo({ origin: 'https://rooms.campus.example', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
  });
});
