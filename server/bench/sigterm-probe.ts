/*
 * The SIGTERM-under-load probe of issue 36, on a large database (not part of `npm test`):
 *
 *   DATA_DIR=/tmp/crb-large npm run seed:large -- --bookings 60000      # once
 *   npx tsx server/bench/sigterm-probe.ts /tmp/crb-large [grace seconds, default 10]
 *   DATABASE_URL=postgres://… npx tsx server/bench/sigterm-probe.ts      # PostgreSQL (seeded likewise)
 *
 * The server (from its sources, or FAULT_SERVER_BUNDLE) starts on a copy of the folder; 10 CSV
 * exports and 10 list calls are sent, each on a kept-alive connection of its own, and SIGTERM
 * follows once every connection is open. Meanwhile /api/health is asked on its own connection.
 * It prints how long the exit took and what each request got: a whole answer, 503 with
 * Connection: close, an answer cut while streaming (an export longer than the grace, decision
 * 0255), or a reset before any answer. The bar: exit within the grace period + 1 s, no reset.
 */
import http from 'node:http';
import { signIn, timeSigterm } from '../test/process-kit';
import { startProbeServer } from './probe-server';

/** A whole answer, or an error: before any answer, or (`status`) in the middle of one. */
type Got = { status: number; close: boolean; ms: number } | { error: string; status?: number; ms: number };

function send(url: string, cookie: string, connected: () => void): Promise<Got> {
  const started = performance.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ms = () => Math.round(performance.now() - started);
  return new Promise<Got>((resolve) => {
    const req = http.get(url, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, close: res.headers.connection === 'close', ms: ms() }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, status: res.statusCode, ms: ms() }));
    });
    req.on('socket', (socket) => socket.once('connect', connected));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, ms: ms() }));
  }).finally(() => agent.destroy());
}

async function main() {
  const [source, graceText = '10'] = process.argv.slice(2);
  const { server, stop } = await startProbeServer(source, graceText, process.env.LOG_LEVEL ? 'inherit' : 'ignore');
  try {
    const cookie = await signIn(server.url, 'rb.admin@campus.example');
    const paths = [
      ...Array.from({ length: 10 }, () => '/api/admin/bookings/export.csv'),
      ...Array.from({ length: 10 }, (_, i) => `/api/admin/bookings?limit=100&page=${i + 1}`),
    ];
    let open = 0;
    let allOpen = () => {};
    const opened = new Promise<void>((resolve) => (allOpen = resolve));
    const outcomes = paths.map((p) => send(`${server.url}${p}`, cookie, () => ++open === paths.length && allOpen()));
    await opened;
    const health = send(`${server.url}/api/health`, '', () => {});
    const exit = timeSigterm(server);
    const got = await Promise.all(outcomes);
    const { ms, code, signal } = await exit;
    const whole = got.filter((g) => !('error' in g) && g.status === 200).length;
    const refused = got.filter((g) => !('error' in g) && g.status === 503 && g.close).length;
    // An answer cut after its 200 went out is a CSV export still streaming at the grace's end
    // (decision 0255); an error before any answer is a reset the drain must never cause.
    const cut = got.filter((g) => 'error' in g && g.status !== undefined);
    const resets = got.filter((g) => 'error' in g && g.status === undefined);
    console.log(`exit ${code ?? signal} after ${ms} ms (grace ${graceText} s); health: ${JSON.stringify(await health)}`);
    console.log(`${whole} answered 200, ${refused} × 503 Connection: close, ${cut.length} cut while streaming`);
    console.log(`${resets.length} reset before any answer ${JSON.stringify(resets)}`);
    console.log(`other: ${JSON.stringify(got.filter((g) => !('error' in g) && g.status !== 200 && !(g.status === 503 && g.close)))}`);
  } finally {
    await stop();
  }
}

void main();
