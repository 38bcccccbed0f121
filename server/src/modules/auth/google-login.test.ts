import { generateKeyPair } from 'jose';
import { createTestApp, DEMO, TEST_NOW, type TestContext } from '../../../test/helpers';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';

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
      // As in production: loadConfig turns Secure cookies on in google mode (config.test.ts).
      cookieSecure: true,
    },
  });
  await ctx.app.db
    .insertInto('users')
    .values({ email: DEMO.faculty, name: 'Rahul Verma', access: ['rb_faculty'] })
    .execute();
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

const NOW_S = TEST_NOW.getTime() / 1000;
const login = (idToken: unknown) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { id_token: idToken } });

async function counts() {
  const one = (table: 'users' | 'sessions' | 'audit_log') =>
    ctx.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
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
        email: 'new.person@campus.example',
        name: 'New Person',
        student_name: 'New Person',
        access: [],
        picture: 'https://lh3.googleusercontent.com/a/new-person',
      },
    });
    const cookie = res.cookies.find((c) => c.name === ctx.app.sessionCookie);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const user = await userByEmail('new.person@campus.example');
    expect(user).toMatchObject({ google_sub: 'sub-new-1', access: [] });
    const audit = await ctx.app.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(user!.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['user.create']);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [ctx.app.sessionCookie]: cookie!.value } });
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

  it('sets a Secure cookie with the __Host- prefix (Secure is the default in google mode)', async () => {
    const res = await login(await google.sign({ email: 'secure.cookie@campus.example' }));
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-crb_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('domain');
    expect(res.cookies.find((c) => c.name === 'crb_session')).toBeUndefined();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { '__Host-crb_session': cookie!.value } });
    expect(me.json().userdetails.email).toBe('secure.cookie@campus.example');
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
    ['no iat claim', () => google.sign({ iat: undefined }), 401, /no iat claim/],
    ['no exp claim', () => google.sign({ exp: undefined }), 401, /no exp claim/],
    ['no sub claim', () => google.sign({ sub: undefined }), 401, /no sub claim/],
    ['an iat in the future', () => google.sign({ iat: NOW_S + 600, exp: NOW_S + 4200 }), 401, /issued in the future/],
    ['an iat older than 10 minutes', () => google.sign({ iat: NOW_S - 660, exp: NOW_S + 2940 }), 401, /issued too long ago/],
    [
      'an audience list without azp',
      () => google.sign({ aud: [google.clientId, 'other.apps.googleusercontent.com'] }),
      401,
      /another application/,
    ],
    [
      'an audience list whose azp is another client',
      () => google.sign({ aud: [google.clientId, 'other.apps.googleusercontent.com'], azp: 'other.apps.googleusercontent.com' }),
      401,
      /another application/,
    ],
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
    expect(res.cookies.find((c) => c.name === ctx.app.sessionCookie)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses a missing id_token', async () => {
    const before = await counts();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id_token is required');
    expect(await counts()).toEqual(before);
  });

  describe('when Google keys cannot be fetched', () => {
    // A fresh app: the main one has already cached the published keys.
    let down: FakeGoogle;
    let other: TestContext;
    beforeAll(async () => {
      down = await startFakeGoogle(TEST_NOW);
      other = await createTestApp({
        seed: false,
        config: { authMode: 'google', googleClientId: down.clientId, googleJwksUrl: down.jwksUrl },
      });
    });
    afterAll(async () => {
      await other.close();
      await down.close();
    });

    it('answers 503 with a message', async () => {
      down.setBroken(true);
      const token = await down.sign();
      const res = await other.app.inject({ method: 'POST', url: '/api/login', payload: { id_token: token } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/unavailable right now/);
    });
  });
});

describe('Google account binding (issue 16)', () => {
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    `${ctx.app.sessionCookie}=${res.cookies.find((c) => c.name === ctx.app.sessionCookie)!.value}`;

  it('accepts an audience list when azp names this client', async () => {
    const aud = [google.clientId, 'other.apps.googleusercontent.com'];
    const res = await login(await google.sign({ email: 'azp.person@campus.example', aud, azp: google.clientId }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses the same e-mail with another Google subject until an administrator unlinks it; then binds the new one', async () => {
    const faculty = (await userByEmail(DEMO.faculty))!;
    expect(faculty.google_sub).toBe('sub-faculty');
    const before = await counts();
    const impostor = await login(await google.sign({ email: DEMO.faculty, sub: 'sub-other-account' }));
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json().message).toMatch(/linked to a different Google account\. Please ask an administrator .* to re-link it\./);
    expect(await counts()).toEqual(before);
    expect((await userByEmail(DEMO.faculty))!.google_sub).toBe('sub-faculty');

    const admin = cookieOf(await login(await google.sign({ email: 'chief@campus.example', sub: 'sub-chief' })));
    const unlink = await ctx.app.inject({ method: 'POST', url: `/api/admin/user/${faculty.id}/unlink-google`, headers: { cookie: admin } });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json().user).toMatchObject({ email: DEMO.faculty, google_linked: false });
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/user/${faculty.id}/unlink-google`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(409);

    const relinked = await login(await google.sign({ email: DEMO.faculty, sub: 'sub-other-account' }));
    expect(relinked.statusCode).toBe(200);
    expect((await userByEmail(DEMO.faculty))!.google_sub).toBe('sub-other-account');
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(faculty.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['user.google_profile', 'user.google_unlink', 'user.google_profile']);
  });

  it('refuses a Google account already bound to another user', async () => {
    const res = await login(await google.sign({ email: 'renamed.person@campus.example', sub: 'sub-new-1' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/This Google account is linked to another user/);
    expect(await userByEmail('renamed.person@campus.example')).toBeUndefined();
  });
});

describe('the Google profile passes the text rule (issue 36)', () => {
  it.each([
    [
      'a bidi override in the name',
      { name: 'Ravi \u202egnp.exe' },
      'Sign-in failed: Your Google name cannot contain bidirectional text controls.',
    ],
    [
      'an isolate in the name',
      { name: 'Ravi \u2066Admin\u2069' },
      'Sign-in failed: Your Google name cannot contain bidirectional text controls.',
    ],
    ['NUL in the name', { name: 'Ravi\u0000' }, 'Sign-in failed: Your Google name cannot contain control characters.'],
    [
      'a bidi control in the picture address',
      { picture: 'https://lh3.googleusercontent.com/\u202ea' },
      'Sign-in failed: Your Google picture address cannot contain bidirectional text controls.',
    ],
  ])('%s is refused with 400 and creates no user or session', async (_, claims, message) => {
    const before = await counts();
    const res = await login(await google.sign({ email: 'bidi.person@campus.example', sub: 'sub-bidi', ...claims }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('keeps only an https picture address', async () => {
    const res = await login(await google.sign({ email: 'plain.picture@campus.example', sub: 'sub-pic', picture: 'javascript:alert(1)' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().userdetails.picture).toBe('');
    expect((await userByEmail('plain.picture@campus.example'))?.picture).toBeNull();
  });
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
