import { generateKeyPair } from 'jose';
import { createTestApp, DEMO, TEST_NOW, type TestContext } from '../../../test/helpers';
import { SESSION_COOKIE } from '../../plugins/session';
import { startFakeGoogle, type FakeGoogle } from './google-test-keys';

let google: FakeGoogle;
let ctx: TestContext;

beforeAll(async () => {
  google = await startFakeGoogle(TEST_NOW);
  ctx = await createTestApp({
    seed: false,
    config: {
      authMode: 'google',
      googleClientId: google.clientId,
      googleJwksUrl: google.jwksUrl,
      allowedEmailDomains: ['campus.example'],
      superAdminEmails: ['chief@campus.example'],
    },
  });
  await ctx.app.db.insertInto('users').values({ email: DEMO.faculty, name: 'Rahul Verma', access: ['rb_faculty'] }).execute();
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await google.close();
});

const login = (idToken: unknown) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { id_token: idToken } });

async function counts() {
  const one = (table: 'users' | 'sessions' | 'audit_log') =>
    ctx.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const [users, sessions, audit] = await Promise.all([one('users'), one('sessions'), one('audit_log')]);
  return { users: Number(users.n), sessions: Number(sessions.n), audit: Number(audit.n) };
}

const userByEmail = (email: string) => ctx.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('POST /api/login with a Google ID token', () => {
  it('creates a user keyed by e-mail with no roles, stores sub and sets an httpOnly SameSite=Lax cookie', async () => {
    const res = await login(await google.sign({ email: 'New.Person@campus.example', sub: 'sub-new-1' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Login successful',
      userdetails: {
        email: 'new.person@campus.example', name: 'New Person', student_name: 'New Person', access: [],
        picture: 'https://lh3.googleusercontent.com/a/new-person',
      },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const user = await userByEmail('new.person@campus.example');
    expect(user).toMatchObject({ google_sub: 'sub-new-1', access: [] });
    const audit = await ctx.app.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(user!.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['user.create']);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: cookie!.value } });
    expect(me.json().userdetails.email).toBe('new.person@campus.example');
  });

  it('signs an existing user in by e-mail, keeps their roles and records the Google subject', async () => {
    const before = await counts();
    const res = await login(await google.sign({ email: DEMO.faculty, sub: 'sub-faculty', name: 'Someone Else' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().userdetails).toMatchObject({ email: DEMO.faculty, access: ['rb_faculty'] });
    expect((await counts()).users).toBe(before.users);
    expect(await userByEmail(DEMO.faculty)).toMatchObject({ google_sub: 'sub-faculty' });
  });

  it('grants super_admin to an address listed in SUPER_ADMIN_EMAILS, once', async () => {
    const token = await google.sign({ email: 'chief@campus.example', sub: 'sub-chief' });
    const first = await login(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().userdetails.access).toEqual(['super_admin']);
    const second = await login(token);
    expect(second.json().userdetails.access).toEqual(['super_admin']);
  });

  it('accepts the issuer without https://', async () => {
    const res = await login(await google.sign({ iss: 'accounts.google.com', email: 'plain.iss@campus.example' }));
    expect(res.statusCode).toBe(200);
  });

  const refusals: [string, () => Promise<unknown>, number, RegExp][] = [
    ['wrong audience', () => google.sign({ aud: 'someone-else.apps.googleusercontent.com' }), 401, /issued for another application/],
    ['wrong issuer', () => google.sign({ iss: 'https://evil.example' }), 401, /not issued by Google/],
    ['expired', () => google.sign({ iat: TEST_NOW.getTime() / 1000 - 7200, exp: TEST_NOW.getTime() / 1000 - 3600 }), 401, /expired/],
    ['bad signature', async () => google.sign({}, { key: (await generateKeyPair('RS256')).privateKey }), 401, /signature is not valid/],
    ['unknown key id', () => google.sign({}, { kid: 'other-key' }), 401, /unknown key/],
    ['unverified e-mail', () => google.sign({ email_verified: false }), 401, /not verified/],
    ['disallowed domain (hd)', () => google.sign({ hd: 'gmail.com', email: 'someone@gmail.com' }), 403, /institute e-mail/],
    ['no hd claim although the e-mail looks right', () => google.sign({ hd: undefined }), 403, /institute e-mail/],
    ['no e-mail', () => google.sign({ email: undefined }), 401, /no e-mail/],
    ['malformed token', async () => 'not-a-jwt', 401, /malformed/],
    ['three garbage parts', async () => 'aaa.bbb.ccc', 401, /malformed/],
    ['empty token', async () => '', 400, /id_token/],
    ['token of the wrong type', async () => 12345, 400, /id_token must be a string/],
  ];

  it.each(refusals)('refuses a token with %s, creating no user or session', async (_case, make, status, message) => {
    const before = await counts();
    const res = await login(await make());
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(message);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses a missing id_token', async () => {
    const before = await counts();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id_token is required');
    expect(await counts()).toEqual(before);
  });

  it('answers 503 with a message when Google keys cannot be fetched', async () => {
    // A fresh app: the main one has already cached the published keys.
    const down = await startFakeGoogle(TEST_NOW);
    const other = await createTestApp({
      seed: false,
      config: { authMode: 'google', googleClientId: down.clientId, googleJwksUrl: down.jwksUrl },
    });
    try {
      down.setBroken(true);
      const token = await down.sign();
      const res = await other.app.inject({ method: 'POST', url: '/api/login', payload: { id_token: token } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/unavailable right now/);
    } finally {
      await other.close();
      await down.close();
    }
  }, 60_000);
});

describe('demo sign-in in google mode', () => {
  it('is refused with 403 and creates no session', async () => {
    const before = await counts();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email: DEMO.superAdmin } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Demo sign-in is turned off on this server.');
    expect(await counts()).toEqual(before);
  });

  it('GET /api/config tells the client to use Google and lists no demo accounts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ authMode: 'google', googleClientId: google.clientId, demoAccounts: [], campusOffset: '+05:30' });
  });
});
