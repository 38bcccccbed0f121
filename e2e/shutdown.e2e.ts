import http from 'node:http';
import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';
import { apiSignIn, campusDate, campusIso } from './support/campus';
import { JOURNEY_LIMIT_MS } from './support/journey';
import { createPostgresDatabase, type ScratchDatabase } from './support/postgres';
import { startServer, type RunningServer } from './support/server';

// Issue 16: SIGTERM drains, on the embedded database and on PostgreSQL (with TEST_DATABASE_URL).
// A burst of bookings travels on kept-alive connections when the server gets SIGTERM: every
// request that reached the server is answered in full (201, or 503 with Connection: close once
// it is closing), none is cut off mid-way (no reset), requests that never reached it are refused
// at connect, the process exits 0 after closing the database, and after a restart on the same
// data exactly the answered-201 bookings are stored.
// A process journey: two server starts, hence the journeys' limit.
jest.setTimeout(JOURNEY_LIMIT_MS);

const BURST = 40;
const CONNECTIONS = 8;
const SIGNAL_AFTER = 5;
const EXTRA_ENV = { WRITE_RATE_LIMIT: '0', LOGIN_RATE_LIMIT: '0', CLIENT_DIR: '/nonexistent' };

type Outcome =
  | { kind: 'answer'; slot: number; status: number; id?: number; at: number; close: boolean }
  | { kind: 'no answer'; slot: number; code: string };

/** Where a run's data lives, so the same data can be started again after the shutdown. */
interface Store {
  start(): Promise<SpawnedServer>;
  startAgain(): Promise<SpawnedServer>;
  remove(): Promise<void>;
}

function pgliteStore(): Store {
  let server: RunningServer | undefined;
  return {
    async start() {
      server = await startServer(EXTRA_ENV, { embedded: true });
      return server;
    },
    startAgain: () => spawnServer({ env: { ...EXTRA_ENV, DATA_DIR: server!.dataDir }, startupMs: 60_000 }),
    remove: async () => server?.remove(),
  };
}

function postgresStore(adminUrl: string): Store {
  let database: ScratchDatabase | undefined;
  const env = () => ({ ...EXTRA_ENV, DATABASE_URL: database!.url, DATA_DIR: '', AUTH_MODE: 'demo', SEED_DEMO: 'true' });
  return {
    async start() {
      database = await createPostgresDatabase(adminUrl, 'crb_shutdown');
      return spawnServer({ env: env(), startupMs: 60_000 });
    },
    startAgain: () => spawnServer({ env: env(), startupMs: 60_000 }),
    remove: async () => database?.drop(),
  };
}

type Answer = Omit<Extract<Outcome, { kind: 'answer' }>, 'slot' | 'at'>;

/**
 * Sends a request over one of the agent's kept-alive connections (node:http, whose errors name
 * what happened: ECONNREFUSED never reached the server, ECONNRESET / "socket hang up" was cut off).
 */
function send(agent: http.Agent, method: string, url: string, cookie: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const req = http.request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', reject);
      // A body cut short ends with 'aborted' / an error, never with 'end' and a parsable body.
      res.on('end', () => {
        const parsed = JSON.parse(text) as { booking?: { id: number } };
        resolve({ kind: 'answer', status: res.statusCode!, id: parsed.booking?.id, close: res.headers.connection === 'close' });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const stores: [string, () => Store][] = [['PGlite', pgliteStore]];
if (process.env.TEST_DATABASE_URL) stores.push(['PostgreSQL', () => postgresStore(process.env.TEST_DATABASE_URL!)]);

describe.each(stores)('SIGTERM on %s', (_kind, makeStore) => {
  const store = makeStore();
  let server: SpawnedServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await store.remove();
  });

  it('answers every request that reached it, cuts none off, stores exactly the acknowledged bookings and exits 0', async () => {
    server = await store.start();
    const admin = await apiSignIn(server.url, 'rb.admin@campus.example');
    const cookie = admin.cookie;
    const rooms = ((await admin.call('GET', '/faculty/getrooms')).body as { rooms: { id: number }[] }).rooms.slice(0, 4);
    const day = campusDate(45);
    const tag = `Drain check ${Date.now()}`;
    // 40 one-hour slots, none overlapping: every booking the server completes is a 201.
    const slots = Array.from({ length: BURST }, (_, i) => ({
      room_id: rooms[i % 4].id,
      start_time: campusIso(day, `${String(9 + Math.floor(i / 4)).padStart(2, '0')}:00`),
      end_time: campusIso(day, `${String(10 + Math.floor(i / 4)).padStart(2, '0')}:00`),
      purpose: `${tag} #${i}`,
    }));

    // The connections are opened (and accepted) before the burst, as a browser's or a load
    // balancer's kept-alive connections are: each carries one request after another.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    await Promise.all(Array.from({ length: CONNECTIONS }, () => send(agent, 'GET', `${server!.url}/api/auth/me`, cookie)));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(CONNECTIONS);

    let signalledAt = Infinity;
    // The signal comes once a few answers are back: every connection is busy by then.
    let answeredSoFar = 0;
    let enoughAnswered: () => void = () => {};
    const answered = new Promise<void>((resolve) => (enoughAnswered = resolve));
    const burst = slots.map(async (slot, i): Promise<Outcome> =>
      send(agent, 'POST', `${server!.url}/api/faculty/bookroom`, cookie, slot).then(
        (answer) => {
          if (++answeredSoFar === SIGNAL_AFTER) enoughAnswered();
          return { ...answer, slot: i, at: Date.now() };
        },
        (error: NodeJS.ErrnoException) => ({ kind: 'no answer', slot: i, code: error.code ?? error.message }),
      ),
    );
    await answered;
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(burst);
    agent.destroy();
    await server.stop();
    expect(server.child.exitCode).toBe(0);

    const answers = outcomes.filter((o) => o.kind === 'answer');
    const created = answers.filter((o) => o.status === 201);
    const refused = answers.filter((o) => o.status === 503);
    // Every answer is a whole one: booked, or refused because the server was closing (and then
    // it says it closes the connection, so the client sends nothing more on it).
    expect(answers.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    expect(refused.filter((o) => !o.close)).toEqual([]);
    // No request cut off mid-way: whatever got no answer never reached the server.
    expect(outcomes.filter((o) => o.kind === 'no answer' && o.code !== 'ECONNREFUSED')).toEqual([]);
    expect(created.length).toBeGreaterThan(0);
    // Requests were still in flight when the signal came, and they were finished, not dropped.
    expect(created.filter((o) => o.at > signalledAt).length).toBeGreaterThan(0);

    const again = await store.startAgain();
    try {
      const after = await apiSignIn(again.url, 'rb.admin@campus.example');
      const mine = ((await after.call('GET', '/faculty/bookings')).body as { bookings: { id: number; purpose: string }[] }).bookings;
      const stored = mine.filter((b) => b.purpose.startsWith(tag));
      // Exactly the acknowledged ones: no 201 lost, and nothing stored for a request that got no 201.
      expect(stored.map((b) => b.id).sort((a, b) => a - b)).toEqual(created.map((o) => o.id).sort((a, b) => a! - b!));
    } finally {
      await again.stop();
    }
    console.log(
      `${_kind}: SIGTERM after ${SIGNAL_AFTER} answers: ${created.length} created (${created.filter((o) => o.at > signalledAt).length} after the signal), ` +
        `${refused.length} × 503, ${outcomes.length - answers.length} refused at connect`,
    );
  });
});
