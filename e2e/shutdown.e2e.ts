import fs from 'node:fs';
import { spawnServer } from '../server/test/spawn-server';
import { apiSignIn, campusDate, campusIso } from './support/campus';
import { JOURNEY_LIMIT_MS } from './support/journey';
import { startServer, type RunningServer } from './support/server';

// Issue 16: SIGTERM drains. A burst of bookings is on its way when the server gets SIGTERM:
// every request the server took is answered in full (201, or 503 once it is closing), none is
// cut off with its booking half-done, the process exits 0 after closing the database, and after
// a restart on the same data exactly the answered-201 bookings are stored.
// A process journey: two server starts, hence the journeys' limit.
jest.setTimeout(JOURNEY_LIMIT_MS);

const BURST = 40;
const SIGNAL_AFTER = 5;
const EXTRA_ENV = { WRITE_RATE_LIMIT: '0', LOGIN_RATE_LIMIT: '0', CLIENT_DIR: '/nonexistent' };

type Outcome =
  { kind: 'answer'; slot: number; status: number; id?: number; at: number } | { kind: 'no answer'; slot: number; code: string };

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

it('answers every request it took, stores exactly the acknowledged bookings and exits 0', async () => {
  server = await startServer(EXTRA_ENV);
  const admin = await apiSignIn(server.url, 'rb.admin@campus.example');
  const rooms = ((await admin.call('GET', '/faculty/getrooms')).body as { rooms: { id: number }[] }).rooms.slice(0, 4);
  const day = campusDate(45);
  const tag = `Drain check ${Date.now()}`;
  // 40 one-hour evening slots, none overlapping: every booking the server completes is a 201.
  const slots = Array.from({ length: BURST }, (_, i) => ({
    room_id: rooms[i % 4].id,
    start_time: campusIso(day, `${String(9 + Math.floor(i / 4)).padStart(2, '0')}:00`),
    end_time: campusIso(day, `${String(10 + Math.floor(i / 4)).padStart(2, '0')}:00`),
    purpose: `${tag} #${i}`,
  }));

  let signalledAt = Infinity;
  // The signal comes once a few answers are back: the burst's connections are open by then.
  let answeredSoFar = 0;
  let enoughAnswered: () => void = () => {};
  const answered = new Promise<void>((resolve) => (enoughAnswered = resolve));
  const burst = slots.map(async (slot, i): Promise<Outcome> =>
    admin.call('POST', '/faculty/bookroom', slot).then(
      ({ status, body }) => {
        if (++answeredSoFar === SIGNAL_AFTER) enoughAnswered();
        return { kind: 'answer', slot: i, status, id: (body as { booking?: { id: number } } | null)?.booking?.id, at: Date.now() };
      },
      (error: { cause?: { code?: string } }) => ({ kind: 'no answer', slot: i, code: error.cause?.code ?? String(error) }),
    ),
  );
  await answered;
  signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const outcomes = await Promise.all(burst);
  await server.stop();
  expect(server.child.exitCode).toBe(0);

  const answers = outcomes.filter((o) => o.kind === 'answer');
  const created = answers.filter((o) => o.status === 201);
  // Every answer is a whole one: booked, or refused because the server was closing.
  expect(answers.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
  expect(created.length).toBeGreaterThan(0);
  // Requests were still in flight when the signal came, and they were finished, not dropped.
  expect(created.filter((o) => o.at > signalledAt).length).toBeGreaterThan(0);

  const again = await spawnServer({ env: { ...EXTRA_ENV, DATA_DIR: server.dataDir }, startupMs: 60_000 });
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
    `SIGTERM after ${SIGNAL_AFTER} answers: ${created.length} created (${created.filter((o) => o.at > signalledAt).length} after the signal), ` +
      `${answers.length - created.length} × 503, ${outcomes.length - answers.length} not connected (${[...new Set(outcomes.flatMap((o) => (o.kind === 'no answer' ? [o.code] : [])))].join(', ')})`,
  );
});
