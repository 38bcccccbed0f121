/*
 * Issue 19's four budgets, one request at a time through app.inject, with the process's
 * CPU time per request next to the wall time (CPU time hardly depends on the machine's
 * load; wall time does). Usage: DATABASE_URL=… npx tsx scripts/measure-issue19.ts [--seed] [runs]
 * `--seed` fills the database first (100,000 bookings and the busy week). Prints a Markdown table.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { prepareLargeDatabase } from '../server/bench/bench-server';
import { BUSY_DAYS, BUSY_ROOMS } from '../server/bench/busy-week';
import { campusDate } from '../server/src/shared/time';
type App = Awaited<ReturnType<typeof buildApp>>;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** CPU seconds the PostgreSQL backends serving this database have used (utime + stime, /proc): load hardly changes it. */
async function backendCpuSeconds(admin: pg.Client, datname: string): Promise<number> {
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [datname]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended in between.
    }
  }
  return ticks / 100;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
  const config = loadConfig({ ...process.env, AUTH_MODE: 'demo', SEED_DEMO: 'false', LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent' });
  const tz = config.campusTz;
  if (args.includes('--seed')) await prepareLargeDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, tz);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const app = await buildApp(config, { database, logger: false });
  const signIn = async (email: string) => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email } });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
    return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  };
  try {
    const [admin, faculty] = [await signIn('super.admin@campus.example'), await signIn('faculty@campus.example')];
    const rooms = await database.db.selectFrom('rooms').select('id').orderBy('id', 'desc').limit(BUSY_ROOMS).execute();
    const today = campusDate(new Date(), tz);
    const from = addDays(today, 1);
    const busy = { room_ids: rooms.map((r) => r.id).sort((a, b) => a - b), start_date: from, end_date: addDays(from, BUSY_DAYS - 1) };
    const only = args.find((a) => a.startsWith('--only='))?.slice(7);
    const calls: [string, (i: number) => InjectOptions][] = [
      [
        'getbookedslots busy week',
        () => ({ method: 'POST', url: '/api/faculty/getbookedslots', payload: busy, headers: { cookie: faculty } }),
      ],
      [
        'free-rooms, 1,000 rooms',
        (i) => {
          const hour = String(10 + (i % 10)).padStart(2, '0');
          const extra = ['', '&capacity=40', '&features=Projector', '&capacity=30&features=Screen'][i % 4];
          const url = `/api/faculty/free-rooms?date=${addDays(today, 1 + (i % 14))}&start=${hour}:00&end=${hour}:45${extra}`;
          return { method: 'GET', url, headers: { cookie: faculty } };
        },
      ],
      [
        'statistics, one year',
        () => ({ method: 'GET', url: `/api/stats/usage?from=${addDays(today, -364)}&to=${today}`, headers: { cookie: admin } }),
      ],
      ['export, every booking', () => ({ method: 'GET', url: '/api/admin/bookings/export.csv', headers: { cookie: admin } })],
    ];
    if (args.includes('--explain')) {
      await explainCalls(calls, only, app);
      return;
    }
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}, ${runs} runs each after 3 warm-up\n`,
    );
    const pgAdmin = new pg.Client({ connectionString: config.databaseUrl });
    await pgAdmin.connect();
    const datname = new URL(config.databaseUrl!).pathname.slice(1);
    console.log('| call | wall p50 / p95 ms | Node CPU p50 / p95 ms | PostgreSQL CPU mean ms | answer |\n|---|---|---|---|---|');
    for (const [name, request] of calls) {
      if (only && !name.startsWith(only)) continue;
      const n = name.startsWith('export') ? Math.min(runs, 3) : runs;
      const wall: number[] = [];
      const cpu: number[] = [];
      let size = 0;
      let pgBefore = 0;
      for (let i = -3; i < n; i++) {
        if (i === 0) pgBefore = await backendCpuSeconds(pgAdmin, datname);
        const t0 = process.hrtime.bigint();
        const c0 = process.cpuUsage();
        const res = await app.inject(request(i + 3));
        const c = process.cpuUsage(c0);
        const t = Number(process.hrtime.bigint() - t0) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        size = res.rawPayload.length;
        if (i >= 0) {
          wall.push(t);
          cpu.push((c.user + c.system) / 1000);
        }
      }
      const pgMs = (((await backendCpuSeconds(pgAdmin, datname)) - pgBefore) * 1000) / n;
      wall.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const f = (x: number) => x.toFixed(1);
      console.log(
        `| ${name} | ${f(percentile(wall, 50))} / ${f(percentile(wall, 95))} | ${f(percentile(cpu, 50))} / ${f(percentile(cpu, 95))} | ${f(pgMs)} | ${(size / 1024).toFixed(0)} kB |`,
      );
    }
    await pgAdmin.end();
    console.log(
      `\nload average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

/** The statements one request of each call sends, each with EXPLAIN (ANALYZE, BUFFERS): where the database time goes. */
async function explainCalls(calls: [string, (i: number) => InjectOptions][], only: string | undefined, app: App) {
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query;
  (pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function (this: pg.Client, ...a: unknown[]) {
    const [config, values] = a as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') seen.push({ text, values: (typeof config === 'object' && config.values) || values || [] });
    return (original as (...x: unknown[]) => unknown).apply(this, a);
  };
  for (const [name, request] of calls) {
    if (only && !name.startsWith(only)) continue;
    await app.inject(request(0));
    seen.length = 0;
    await app.inject(request(1));
    const statements = seen.filter((q) => /^\s*(select|with|declare)/i.test(q.text));
    console.log(`\n### ${name}: ${statements.length} statements`);
    for (const q of statements) {
      const text = q.text.replace(/^\s*declare\s+\S+\s+(no\s+)?(scroll\s+)?cursor\s+(with(out)?\s+hold\s+)?for\s+/i, '');
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      const res = await client.query('explain (analyze, buffers) ' + text, q.values as unknown[]);
      await client.end();
      const lines = res.rows.map((r) => r['QUERY PLAN'] as string);
      console.log('```\n' + text.replace(/\s+/g, ' ').slice(0, 300) + '\n' + lines.join('\n') + '\n```');
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
