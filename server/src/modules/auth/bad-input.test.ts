import { buildApp } from '../../app';
import { createTestApp, DEMO, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await ctx.app.db
    .insertInto('users')
    .values({ email: DEMO.faculty, name: 'Rahul Verma', access: ['rb_faculty'] })
    .execute();
});
afterAll(() => ctx.close());

async function snapshot() {
  const [users, sessions, audit] = await Promise.all(
    (['users', 'sessions', 'audit_log'] as const).map((t) =>
      ctx.app.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return [users.n, sessions.n, audit.n].map(Number);
}

const json = { 'content-type': 'application/json' };
const big = JSON.stringify({ email: 'x'.repeat(70 * 1024) });

type Case = [string, { headers?: Record<string, string>; payload?: string | object }, number, RegExp];
const cases: Case[] = [
  ['garbage JSON', { headers: json, payload: '{"email": ' }, 400, /not valid JSON/],
  ['an empty JSON body', { headers: json, payload: '' }, 400, /not valid JSON/],
  ['a JSON array', { headers: json, payload: '[1,2]' }, 400, /body must be an object/],
  ['JSON null', { headers: json, payload: 'null' }, 400, /body must be an object/],
  ['a body over 64 KB', { headers: json, payload: big }, 413, /too large/],
  ['a form body', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a' }, 415, /application\/json/],
  ['a text body', { headers: { 'content-type': 'text/plain' }, payload: 'hello' }, 415, /application\/json/],
  ['a prototype-poisoning body', { headers: json, payload: '{"__proto__": {"admin": true}}' }, 400, /.+/],
];

describe.each(['/api/auth/demo', '/api/login', '/api/logout'])('bad input to POST %s', (url) => {
  it.each(cases)('%s answers a 4xx JSON message and changes nothing', async (_name, request, status, message) => {
    const before = await snapshot();
    const res = await ctx.app.inject({ method: 'POST', url, ...request });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('an unknown field answers 400 naming the field', async () => {
    const body =
      url === '/api/logout' ? { extra: 1 } : url === '/api/login' ? { id_token: 'x', extra: 1 } : { email: DEMO.faculty, extra: 1 };
    const before = await snapshot();
    const res = await ctx.app.inject({ method: 'POST', url, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field "extra" in body');
    expect(await snapshot()).toEqual(before);
  });
});

describe('wrong types', () => {
  it.each([
    ['/api/auth/demo', { email: 42 }, 'email must be a string'],
    ['/api/auth/demo', { email: [DEMO.faculty] }, 'email must be a string'],
    ['/api/auth/demo', { email: 'x' }, 'email must NOT have fewer than 3 characters'],
    ['/api/auth/demo', {}, 'email is required'],
    ['/api/login', { id_token: { a: 1 } }, 'id_token must be a string'],
    ['/api/login', { id_token: 'x'.repeat(9000) }, 'id_token must NOT have more than 8192 characters'],
  ])('POST %s %j answers 400 "%s"', async (url, payload, message) => {
    const before = await snapshot();
    const res = await ctx.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('Google sign-in on a demo-only server answers 400 with what to do instead', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { id_token: 'a.b.c' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Google sign-in is not configured on this server; use a demo account.');
  });
});

describe('GET endpoints ignore stray input safely', () => {
  it.each(['/api/config', '/api/auth/me', '/api/health'])('%s with a garbage query and cookie never answers 500', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${url}?%E0%A4%A=1&x[]=`, headers: { cookie: 'crb_session=%%%; other=1' } });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('sign-in rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    // One proxy in front (TRUST_PROXY=1): the client is the last X-Forwarded-For entry.
    limited = await createTestApp({ seed: false, config: { loginRateLimit: 3, trustProxy: 1 } });
  });
  afterAll(() => limited.close());

  const attempt = (url: string, ip = '10.0.0.1', app = limited.app, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers,
      payload: url === '/api/login' ? { id_token: 'x' } : { email: DEMO.faculty },
    });

  it('answers 429 with a message after too many attempts from one address', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('/api/auth/demo')).statusCode).toBe(401);
    const refused = await attempt('/api/auth/demo');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please wait .+ and try again\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is still welcome, and other endpoints are not limited.
    expect((await attempt('/api/auth/demo', '10.0.0.2')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      expect((await limited.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: '10.0.0.1' })).statusCode).toBe(401);
    }
  });

  it('counts POST /api/login and demo sign-in together', async () => {
    for (let i = 0; i < 2; i++) expect((await attempt('/api/login', '10.0.0.3')).statusCode).toBe(400);
    expect((await attempt('/api/auth/demo', '10.0.0.3')).statusCode).toBe(401);
    expect((await attempt('/api/login', '10.0.0.3')).statusCode).toBe(429);
  });

  it('behind TRUST_PROXY=1, a client cannot escape the limit by writing its own X-Forwarded-For', async () => {
    const fromProxy = (spoofed: string, client: string) =>
      attempt('/api/auth/demo', '10.9.9.9', limited.app, { 'x-forwarded-for': `${spoofed}, ${client}` });
    for (let i = 0; i < 3; i++) expect((await fromProxy(`198.51.100.${i}`, '192.0.2.7')).statusCode).toBe(401);
    expect((await fromProxy('198.51.100.99', '192.0.2.7')).statusCode).toBe(429);
    // Another client behind the same proxy has a count of its own.
    expect((await fromProxy('198.51.100.1', '192.0.2.8')).statusCode).toBe(401);
  });

  it('holds across server processes: the count is kept in the shared database', async () => {
    // A second app on the same database stands for a second server process.
    const second = await buildApp(limited.app.config, { database: limited.database, now: () => limited.clock.now, logger: false });
    try {
      expect((await attempt('/api/auth/demo', '10.0.0.4')).statusCode).toBe(401);
      expect((await attempt('/api/auth/demo', '10.0.0.4', second)).statusCode).toBe(401);
      expect((await attempt('/api/auth/demo', '10.0.0.4')).statusCode).toBe(401);
      expect((await attempt('/api/auth/demo', '10.0.0.4', second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('opens a new window once the minute has passed', async () => {
    const start = limited.clock.now;
    try {
      limited.clock.now = new Date(start.getTime() + 61_000);
      expect((await attempt('/api/auth/demo')).statusCode).toBe(401);
    } finally {
      limited.clock.now = start;
    }
  });
});
