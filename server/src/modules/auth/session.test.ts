import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { SESSION_COOKIE } from '../../plugins/session';
import { purgeExpiredRows } from '../../plugins/housekeeping';

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
});
afterAll(() => ctx.close());

const me = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

const sessionCount = async () =>
  Number(
    (
      await ctx.app.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo sign-in', () => {
  it('signs in a known account and sets an httpOnly SameSite=Lax session cookie', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email: ` ${DEMO.dean.toUpperCase()} ` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().userdetails).toMatchObject({
      email: DEMO.dean,
      name: 'Kavita Iyer',
      student_name: 'Kavita Iyer',
      access: ['rb_dean'],
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses an unknown e-mail with 401 and creates no session', async () => {
    const before = await sessionCount();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email: 'nobody@campus.example' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('There is no demo account with that e-mail address.');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an existing user who is not a seeded demo account (issue 16)', async () => {
    await ctx.app.db
      .insertInto('users')
      .values({ email: 'registrar@campus.example', name: 'Registrar', access: ['super_admin'] })
      .execute();
    const before = await sessionCount();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email: 'registrar@campus.example' } });
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

  it('answers 401 once the session has expired, however much it was used', async () => {
    const cookie = await loginAs(ctx.app, DEMO.faculty);
    const start = ctx.clock.now;
    const ttlMs = ctx.app.config.sessionTtlHours * 3600_000;
    try {
      // Used every half idle period (the idle timeout never strikes) up to a minute before the end.
      for (let t = 0; t < ttlMs - 60_000; t += (ctx.app.config.sessionIdleMinutes * 60_000) / 2) {
        ctx.clock.now = new Date(start.getTime() + t);
        expect((await me(cookie)).statusCode).toBe(200);
      }
      ctx.clock.now = new Date(start.getTime() + ttlMs - 60_000);
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
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/demo',
      headers: { host: 'rooms.campus.example', ...headers },
      payload: { email: DEMO.faculty },
    });

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

  describe('behind a trusted proxy', () => {
    let proxied: TestContext;
    beforeAll(async () => {
      proxied = await createTestApp({ seed: false, config: { trustProxy: 1 } });
      await proxied.app.db
        .insertInto('users')
        .values({ email: DEMO.faculty, name: 'Rahul Verma', access: ['rb_faculty'] })
        .execute();
    });
    afterAll(() => proxied.close());

    it('compares the Origin with the host the proxy forwarded', async () => {
      const post = (headers: Record<string, string>) =>
        proxied.app.inject({ method: 'POST', url: '/api/auth/demo', headers, payload: { email: DEMO.faculty } });
      const behindProxy = { host: '127.0.0.1:8080', 'x-forwarded-host': 'rooms.campus.example', 'x-forwarded-proto': 'https' };
      expect((await post({ ...behindProxy, origin: 'https://rooms.campus.example' })).statusCode).toBe(200);
      expect((await post({ ...behindProxy, origin: 'http://127.0.0.1:8080' })).statusCode).toBe(403);
    });
  });

  it('lets a same-origin POST through', async () => {
    const res = await demo({ origin: 'http://rooms.campus.example', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['another scheme', 'https://rooms.campus.example'],
    ['another port', 'http://rooms.campus.example:8080'],
    ['another host with the same name in front', 'http://rooms.campus.example.evil.example'],
  ])('refuses an Origin with %s (scheme, host and port must all match)', async (_case, origin) => {
    const res = await demo({ origin });
    expect(res.statusCode).toBe(403);
  });
});

describe('session lifecycle (issue 16)', () => {
  const minutes = (n: number) => n * 60_000;
  async function atOffset<T>(ms: number, body: () => Promise<T>): Promise<T> {
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + ms);
    try {
      return await body();
    } finally {
      ctx.clock.now = start;
    }
  }
  const demoSignIn = (cookie?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/demo', headers: cookie ? { cookie } : {}, payload: { email: DEMO.faculty } });

  it('ends a session left idle for SESSION_IDLE_MINUTES, while use keeps it alive', async () => {
    const idle = minutes(ctx.app.config.sessionIdleMinutes);
    const used = await loginAs(ctx.app, DEMO.faculty);
    const left = await loginAs(ctx.app, DEMO.faculty);
    // Used every half idle period, one session lives past the idle limit; the other does not.
    await atOffset(idle / 2, async () => expect((await me(used)).statusCode).toBe(200));
    await atOffset(idle + minutes(1), async () => {
      expect((await me(used)).statusCode).toBe(200);
      expect((await me(left)).statusCode).toBe(401);
    });
  });

  it('signing in again revokes the session whose cookie it replaces', async () => {
    const first = await loginAs(ctx.app, DEMO.faculty);
    const again = await demoSignIn(first);
    expect(again.statusCode).toBe(200);
    const second = `${SESSION_COOKIE}=${again.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('"sign out everywhere" ends every session of the user and only theirs', async () => {
    const [phone, laptop, dean] = await Promise.all([
      loginAs(ctx.app, DEMO.faculty),
      loginAs(ctx.app, DEMO.faculty),
      loginAs(ctx.app, DEMO.dean),
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout/everywhere', headers: { cookie: laptop } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Signed out on every device');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(dean)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout/everywhere' })).statusCode).toBe(401);
  });

  it('purges ended sessions (revoked, expired, idle) and keeps live ones', async () => {
    const live = await loginAs(ctx.app, DEMO.dean);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: await loginAs(ctx.app, DEMO.faculty) } });
    await purgeExpiredRows(ctx.app);
    expect(await ctx.app.db.selectFrom('sessions').select('id').where('revoked_at', 'is not', null).execute()).toEqual([]);
    const liveRows = await sessionCount();
    expect(liveRows).toBeGreaterThan(0);
    expect((await me(live)).statusCode).toBe(200);
    // An idle period later every session has ended, and the purge leaves none.
    await atOffset(minutes(ctx.app.config.sessionIdleMinutes + 1), async () => {
      expect((await purgeExpiredRows(ctx.app)).sessions).toBe(liveRows);
    });
    expect(await sessionCount()).toBe(0);
  });
});
