/*
 * Issue 30's budget: GET /api/schedule for 50 rooms × 1 day (p95 ≤ 50 ms) and × 7 days
 * (≤ 100 ms) on PostgreSQL at 100,000 and at 1,000,000 bookings. `npm run bench --
 * --only=schedule` seeds a database of its own to 100,000 bookings, measures, tops it up to
 * 1,000,000 (about 8 minutes) and measures again; before each run it prints the plan of
 * the grid's statement for a page of 50 rooms, so an index walk turned into a scan shows.
 */
import { CompiledQuery } from 'kysely';
import { openDatabase } from '../src/db/database';
import { LARGE_SCALE } from '../src/db/seed-large';
import { bookableAccessTypes } from '../src/contracts/room-access';
import type { ScheduleResponse } from '../src/contracts/schedule';
import { scheduleSql, scheduleWindow } from '../src/modules/schedule';
import { campusDate } from '../src/shared/time';
import { backendsCpuMs, prepareLargeDatabase, startBuiltServer } from './bench-server';
import { emailOf, signIn, type Scenario } from './http-scenarios';
import { DEFAULT_BENCH, formatRows, runHttpBench, type BenchOptions } from './http.bench';

const SCALES = [100_000, 1_000_000];
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Pages of 50 rooms as faculty (who may book every seeded room, so 20 pages): each request
 * another page and another date within a week before and three after today, as people
 * page through the grid; one call with filters as an administrator.
 */
export async function scheduleScenarios(base: string, tz: string): Promise<Scenario[]> {
  const faculty = await signIn(base, emailOf('rb_faculty'));
  const admin = await signIn(base, emailOf('super_admin'));
  const today = campusDate(new Date(), tz);
  const path = (i: number, days: number, extra = '') =>
    `/api/schedule?date=${addDays(today, ((i * 5) % 28) - 7)}&days=${days}&page=${1 + ((i * 7) % 20)}&limit=50${extra}`;
  const get = (days: number, extra?: string) => (i: number) => ({ method: 'GET' as const, path: path(i, days, extra) });
  for (const days of [1, 7]) {
    const res = await fetch(base + path(0, days), { headers: { cookie: faculty } });
    const text = await res.text();
    if (!res.ok) throw new Error(`GET ${path(0, days)}: HTTP ${res.status} ${text}`);
    const answer = JSON.parse(text) as ScheduleResponse;
    console.log(
      `A page of ${answer.rooms.length} rooms × ${days} day(s): ${answer.bookings.length} bookings, ${(text.length / 1e3).toFixed(0)} kB`,
    );
  }
  return [
    // What any signed-in call costs on this machine at this moment (its load shows here first).
    { name: 'GET /api/auth/me (ceiling: a signed-in call)', cookie: faculty, request: () => ({ method: 'GET', path: '/api/auth/me' }) },
    { name: 'GET /api/schedule (50 rooms × 1 day, faculty)', cookie: faculty, request: get(1) },
    { name: 'GET /api/schedule (50 rooms × 7 days, faculty)', cookie: faculty, request: get(7) },
    {
      name: 'GET /api/schedule (× 7 days, super_admin, capacity 40 and Projector)',
      cookie: admin,
      request: get(7, '&min_capacity=40&features=Projector'),
    },
  ];
}

/** EXPLAIN ANALYZE of the grid's statement for faculty's first page of 50 rooms over 7 days from today, warm. */
async function schedulePlan(databaseUrl: string, tz: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const { db } = database;
    const criteria = { accessTypes: bookableAccessTypes(['rb_faculty']) };
    const window = scheduleWindow(campusDate(new Date(), tz), 7, tz);
    const query = scheduleSql(db, { criteria, paging: { page: 1, limit: 50 }, ...window, tz }).compile(db);
    const explain = CompiledQuery.raw(`explain (analyze, buffers, costs off) ${query.sql}`, [...query.parameters]);
    // The second run is the one shown: the first may read the pages from disk after seeding.
    await db.executeQuery(explain);
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(explain);
    return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
  } finally {
    await database.close();
  }
}

/** Seeds `databaseUrl` to each scale in turn and measures the grid there with the built server. */
export async function benchSchedule(databaseUrl: string, tz: string, options: Partial<BenchOptions> = {}): Promise<void> {
  for (const bookings of SCALES) {
    const seeding = Date.now();
    const counts = await prepareLargeDatabase({ databaseUrl, dataDir: '' }, tz, { ...LARGE_SCALE, bookings });
    const label = `PostgreSQL, ${counts.bookings} bookings`;
    console.log(`\n${label}, ${counts.rooms} rooms (seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s)`);
    console.log(`The statement for 50 rooms × 7 days:\n${await schedulePlan(databaseUrl, tz)}\n`);
    const server = await startBuiltServer({ CAMPUS_TZ: tz, SEED_DEMO: 'false', DATABASE_URL: databaseUrl });
    try {
      const bench = { ...DEFAULT_BENCH, tz, pid: server.pid, databaseCpuMs: () => backendsCpuMs(databaseUrl), ...options };
      console.log(`${bench.connections} connections, ${bench.requests} measured requests per call after ${bench.warmup} warm-up\n`);
      console.log(formatRows(label, await runHttpBench(server.url, bench, (base) => scheduleScenarios(base, tz))));
    } finally {
      await server.stop();
    }
  }
}
