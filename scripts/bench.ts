/*
 * `npm run bench`: the HTTP benchmark on PGlite and on PostgreSQL (a database of its own,
 * created and dropped), then the client bundle's gzip sizes. Prints Markdown tables for
 * docs/PERFORMANCE.md. Options: --only=pglite,postgres,bundle; --cases=free-rooms,stats,export
 * measures only the calls whose name contains one of the words ("export" the CSV export),
 * e.g. `npm run bench -- --only=postgres --cases=health,free-rooms,stats/usage,export`;
 * BENCH_POSTGRES_URL names the PostgreSQL server (default
 * postgres://postgres@127.0.0.1:5432/postgres), where each run makes a database of its own
 * (crb_bench_<pid>), so two people's runs never drop each other's. The part
 * "million" (PostgreSQL only) seeds 1,000,000 bookings (about 5 minutes) and measures
 * Manage Bookings there; "schedule" (PostgreSQL only) measures the day grid's GET /api/schedule
 * at 100,000 and then 1,000,000 bookings (issue 30; about 9 minutes). `vitals`:
 * LCP, CLS and slot-selection latency of the built client in Chromium (demo data). `import` (PostgreSQL
 * only): a 10,000-row timetable CSV (160,000 bookings) dry-run, imported and undone over the
 * 100,000-booking database, timed, with the server's memory (issue 31). `grid`: the
 * day grid of 1,000 rooms in Chromium (issue 30): its first rows after navigation, and the long
 * tasks of scrolling through every room (PGlite seeded by seed-large.ts; about 3 minutes;
 * GRID_DATA_DIR keeps the seeded folder for the next run).
 * `lighthouse`: Lighthouse's Performance score of four pages with its mobile and desktop
 * presets (issue 34; npx fetches the pinned Lighthouse on first use; about 10 minutes). Not in
 * the default set: `--only=lighthouse`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresDatabase, prepareLargeDatabase, startBuiltServer } from '../server/bench/bench-server';
import { LARGE_SCALE } from '../server/src/db/seed-large';
import { bundleReport } from '../server/bench/bundle-size';
import { emailOf, signIn } from '../server/bench/http-scenarios';
import { DEFAULT_BENCH, formatRows, runHttpBench } from '../server/bench/http.bench';
import { measureExport, millionScenarios } from '../server/bench/scale-scenarios';
import { formatVitals, runWebVitals } from '../server/bench/web-vitals.bench';
import { benchSchedule } from '../server/bench/schedule.bench';
import { formatDayGrid, runDayGridBench } from '../server/bench/day-grid.bench';
import { formatLighthouse, LIGHTHOUSE_VERSION, runLighthouseBench } from '../server/bench/lighthouse.bench';
import {
  facultyEmails,
  formatImportBench,
  runImportBench,
  termStart,
  TIMETABLE,
  timetableCsv,
  timetableRoomsCsv,
} from '../server/bench/import.bench';

const root = path.resolve(__dirname, '..');
const tz = process.env.CAMPUS_TZ ?? DEFAULT_BENCH.tz;
const only = (
  process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? 'pglite,postgres,million,schedule,import,bundle,vitals,grid'
).split(',');
const cases = process.argv
  .find((a) => a.startsWith('--cases='))
  ?.slice(8)
  .split(',')
  .filter(Boolean);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function npmRun(script: string, ...args: string[]): void {
  const result = spawnSync('npm', ['run', script, '--', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run ${script} failed`);
}

/** Builds the client and the server unless a build is there. */
function buildIfMissing(): void {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) npmRun('build:client');
  if (!fs.existsSync(path.join(root, 'server/dist/main.cjs'))) npmRun('build:server');
}

/** The built client and server on a demo database of its own, for one part. */
async function withDemoServer(part: string, work: (url: string) => Promise<void>): Promise<void> {
  buildIfMissing();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `crb-${part}-`));
  const server = await startBuiltServer({ DATA_DIR: dataDir, AUTH_MODE: 'demo', CLIENT_DIR: path.join(root, 'dist/client') });
  try {
    await work(server.url);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(
  label: string,
  target: { databaseUrl?: string; dataDir: string },
  env: Record<string, string>,
  bookings = LARGE_SCALE.bookings,
): Promise<void> {
  const seeding = Date.now();
  const counts = await prepareLargeDatabase(target, tz, { ...LARGE_SCALE, bookings });
  console.log(
    `\n${label}: ${counts.bookings} bookings, ${counts.users} users, ${counts.rooms} rooms (seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s)`,
  );
  const server = await startBuiltServer({ CAMPUS_TZ: tz, SEED_DEMO: 'false', ...env });
  try {
    const options = { ...DEFAULT_BENCH, tz, cases, pid: server.pid };
    const { connections, requests, warmup } = options;
    console.log(`${connections} connections, ${requests} measured requests per call after ${warmup} warm-up\n`);
    if (bookings > LARGE_SCALE.bookings) {
      const build = async (base: string) => millionScenarios(await signIn(base, emailOf('super_admin')));
      console.log(formatRows(label, await runHttpBench(server.url, options, build)));
      return;
    }
    console.log(formatRows(label, await runHttpBench(server.url, options)));
    if (cases && !cases.includes('export')) return;
    const exported = await measureExport(server.url, await signIn(server.url, emailOf('super_admin')), server.pid);
    console.log(
      `\nCSV export of every booking: ${exported.rows} rows, ${exported.megabytes.toFixed(1)} MB in ${exported.seconds.toFixed(2)} s; ` +
        `server RSS ${exported.rssBeforeMb.toFixed(0)} MB before, at most ${exported.rssPeakMb.toFixed(0)} MB during`,
    );
  } finally {
    await server.stop();
  }
}

/** Issue 31: the timetable import over the large PostgreSQL database, in a database of its own. */
async function measureImport(): Promise<void> {
  const name = `crb_bench_import_${process.pid}`;
  const databaseUrl = await postgresDatabase(postgresUrl, name, 'create');
  try {
    const counts = await prepareLargeDatabase({ databaseUrl, dataDir: '' }, tz);
    console.log(`\nImport (PostgreSQL): ${counts.bookings} bookings, ${counts.users} users, ${counts.rooms} rooms stored`);
    const csv = { rooms: timetableRoomsCsv(), timetable: timetableCsv(termStart(tz), await facultyEmails(databaseUrl, TIMETABLE.bookers)) };
    const server = await startBuiltServer({ CAMPUS_TZ: tz, SEED_DEMO: 'false', DATABASE_URL: databaseUrl });
    try {
      console.log(
        `\n${formatImportBench(await runImportBench(server.url, await signIn(server.url, emailOf('super_admin')), { pid: server.pid, databaseUrl }, csv))}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await postgresDatabase(postgresUrl, name, 'drop');
  }
}

async function main(): Promise<void> {
  console.log(
    `npm run bench, ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (['pglite', 'postgres', 'million', 'schedule', 'import'].some((part) => only.includes(part))) npmRun('build:server');
  if (only.includes('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-bench-'));
    try {
      await measure('PGlite', { dataDir }, { DATA_DIR: dataDir });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only.includes('postgres')) {
    const databaseUrl = await postgresDatabase(postgresUrl, `crb_bench_${process.pid}`, 'create');
    try {
      await measure('PostgreSQL', { databaseUrl, dataDir: '' }, { DATABASE_URL: databaseUrl });
    } finally {
      await postgresDatabase(postgresUrl, `crb_bench_${process.pid}`, 'drop');
    }
  }
  if (only.includes('million')) {
    const databaseUrl = await postgresDatabase(postgresUrl, `crb_bench_1m_${process.pid}`, 'create');
    try {
      await measure('PostgreSQL, 1,000,000 bookings', { databaseUrl, dataDir: '' }, { DATABASE_URL: databaseUrl }, 1_000_000);
    } finally {
      await postgresDatabase(postgresUrl, `crb_bench_1m_${process.pid}`, 'drop');
    }
  }
  if (only.includes('schedule')) {
    const name = `crb_bench_grid_${process.pid}`;
    const databaseUrl = await postgresDatabase(postgresUrl, name, 'create');
    try {
      await benchSchedule(databaseUrl, tz, { cases });
    } finally {
      await postgresDatabase(postgresUrl, name, 'drop');
    }
  }
  if (only.includes('import')) await measureImport();
  if (only.includes('vitals'))
    await withDemoServer('vitals', async (url) => {
      console.log(`\nWeb vitals in Chromium (1280 × 900, demo data, built client):\n\n${formatVitals(await runWebVitals(url))}`);
    });
  if (only.includes('lighthouse'))
    await withDemoServer('lighthouse', async (url) => {
      const report = formatLighthouse(await runLighthouseBench(url, await signIn(url, 'faculty@campus.example')));
      console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} Performance (Debian's Chromium, built client, demo data):\n\n${report}`);
    });
  if (only.includes('grid')) {
    buildIfMissing();
    // GRID_DATA_DIR keeps the seeded folder for the next run (seeding takes minutes); it is
    // seeded when missing and reused as it is when there.
    const kept = process.env.GRID_DATA_DIR;
    const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'crb-grid-'));
    try {
      const seeding = Date.now();
      const reused = kept !== undefined && fs.existsSync(path.join(dataDir, 'PG_VERSION'));
      const counts = reused ? null : await prepareLargeDatabase({ dataDir }, tz);
      const seeded = reused ? 'a kept folder' : `${counts!.rooms} rooms seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s`;
      const server = await startBuiltServer({
        DATA_DIR: dataDir,
        AUTH_MODE: 'demo',
        SEED_DEMO: 'false',
        CLIENT_DIR: path.join(root, 'dist/client'),
      });
      try {
        const report = formatDayGrid(await runDayGridBench(server.url));
        const load = os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ');
        console.log(`\nDay grid in Chromium (1280 × 900, ${seeded}, built client, load average ${load}):\n\n${report}`);
      } finally {
        await server.stop();
      }
    } finally {
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only.includes('bundle')) {
    const stats = path.join(root, 'dist/stats.json');
    npmRun('build:client', `--json=${stats}`);
    console.log(`\n${bundleReport(stats, path.join(root, 'dist/client'))}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
