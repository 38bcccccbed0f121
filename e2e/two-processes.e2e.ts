import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';
import { apiSignIn, campusDate, campusIso } from './support/campus';
import { JOURNEY_LIMIT_MS } from './support/journey';
import { createPostgresDatabase, type ScratchDatabase } from './support/postgres';

// Issue 16: two server processes on one PostgreSQL behind any load balancer. Needs
// TEST_DATABASE_URL (the test creates and drops a database of its own there).
jest.setTimeout(JOURNEY_LIMIT_MS);

const url = process.env.TEST_DATABASE_URL;
const LIMIT = 10;
const describeOnPg = url ? describe : describe.skip;

describeOnPg('two server processes on one PostgreSQL', () => {
  const servers: SpawnedServer[] = [];
  let database: ScratchDatabase | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase(url!, 'crb_two');
    const databaseUrl = database.url;
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: '',
      AUTH_MODE: 'demo',
      SEED_DEMO: 'true',
      SESSION_SECRET: 'two-processes-secret-two-processes-0123',
      LOGIN_RATE_LIMIT: String(LIMIT),
      WRITE_RATE_LIMIT: '0',
      CLIENT_DIR: '/nonexistent',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await spawnServer({ env, startupMs: 60_000 }));
    servers.push(await spawnServer({ env, startupMs: 60_000 }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it('signs in on one process and uses the session on the other; a race for one slot across both books it once', async () => {
    const [a, b] = servers;
    const session = await apiSignIn(a.url, 'rb.admin@campus.example');
    // The same cookie, sent to the other process.
    const cookieOn = async (base: string, path: string, init: RequestInit = {}) => {
      const signIn = await fetch(`${a.url}/api/auth/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'faculty@campus.example' }),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return fetch(`${base}/api${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...(init.headers ?? {}) } });
    };
    const me = await cookieOn(b.url, '/auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { userdetails: { email: string } }).userdetails.email).toBe('faculty@campus.example');

    const rooms = ((await session.call('GET', '/faculty/getrooms')).body as { rooms: { id: number }[] }).rooms;
    const day = campusDate(47);
    const slot = {
      room_id: rooms[0].id,
      start_time: campusIso(day, '21:00'),
      end_time: campusIso(day, '22:00'),
      purpose: 'Two processes race',
    };
    const signInCookie = async (base: string) => {
      const res = await fetch(`${base}/api/auth/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'rb.admin@campus.example' }),
      });
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const cookie = await signInCookie(a.url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${servers[i % 2].url}/api/faculty/bookroom`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(slot),
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((s) => s === 409)).toHaveLength(19);
  });

  it('holds the sign-in rate limit across both processes', async () => {
    // Sign-ins so far this minute count too; the limit is per client address per minute.
    const attempt = (i: number) =>
      fetch(`${servers[i % 2].url}/api/auth/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'dean@campus.example' }),
      }).then((r) => r.status);
    for (let tries = 0; tries < 2; tries++) {
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      for (let i = 0; i < 2 * LIMIT; i++) statuses.push(await attempt(i));
      if (Math.floor(Date.now() / 60_000) !== minute) continue; // a window edge fell inside: try again
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(LIMIT);
      expect(statuses.slice(-LIMIT).every((s) => s === 429)).toBe(true);
      return;
    }
    throw new Error('two tries straddled a minute boundary');
  });
});
