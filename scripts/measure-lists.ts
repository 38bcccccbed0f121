/*
 * p50/p95 of the admin list calls against a (large) database, through app.inject.
 * Usage: DATA_DIR=… or DATABASE_URL=… npx tsx scripts/measure-lists.ts [runs]
 * Fill the database first with `npm run seed:large`. Prints a Markdown table.
 */
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';

const SCENARIOS: [string, string][] = [
  ['bookings: first page', '/api/admin/bookings?page=1&limit=10'],
  ['bookings: search purpose + status, page 3', '/api/admin/bookings?search=thesis&status=confirmed&page=3&limit=10'],
  ['bookings: search faculty name, 25 per page', '/api/admin/bookings?search=kabir%20khan&page=2&limit=25'],
  ['bookings: search e-mail, sort by room', '/api/admin/bookings?search=priya.sharma&sort=room&page=1&limit=10'],
  ['bookings: search room name, oldest first', '/api/admin/bookings?search=lab%20l42&sort=date-asc&limit=10'],
  ['bookings: pending, sort by status, page 20', '/api/admin/bookings?status=pending&sort=status&page=20&limit=50'],
  ['bookings: series parents', '/api/admin/bookings?kind=recurring-parent&limit=10'],
  ['bookings: series children, sort by faculty', '/api/admin/bookings?kind=recurring-child&sort=faculty&page=5&limit=10'],
  ['bookings: last page, newest first', '/api/admin/bookings?page=10000&limit=10'],
  ['bookings: sort by room, last page', '/api/admin/bookings?sort=room&page=1000&limit=100'],
  ['bookings: newest first, middle page', '/api/admin/bookings?page=500&limit=100'],
  ['bookings: sort by room, middle page', '/api/admin/bookings?sort=room&page=500&limit=100'],
  ['bookings: sort by faculty, middle page', '/api/admin/bookings?sort=faculty&page=500&limit=100'],
  ['bookings: confirmed, sort by faculty, middle page', '/api/admin/bookings?status=confirmed&sort=faculty&page=200&limit=100'],
  ['users: first page', '/api/admin/users?page=1&limit=10'],
  ['users: name + department filter', '/api/admin/users?name=sharma&department=physics&page=1&limit=10'],
  ['users: e-mail filter, page 3', '/api/admin/users?email=campus&page=3&limit=50'],
  ['rooms: first page', '/api/admin/rooms?page=1&limit=10'],
  ['rooms: name + block + feature filter', '/api/admin/rooms?room_name=lab&block_name=block&features=projector&page=1&limit=10'],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 40);
  const deadline = Date.now() + 10 * 60_000;
  const config = {
    ...loadConfig({ ...process.env, AUTH_MODE: 'demo', SEED_DEMO: 'false', LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent' }),
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const app = await buildApp(config, { database, logger: false });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email: 'super.admin@campus.example' } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
    const counts = await database.db
      .selectNoFrom((eb) => [
        eb.selectFrom('bookings').select(eb.fn.countAll<number>().as('n')).as('bookings'),
        eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).as('users'),
        eb.selectFrom('rooms').select(eb.fn.countAll<number>().as('n')).as('rooms'),
      ])
      .executeTakeFirstOrThrow();
    console.log(
      `${database.kind}: ${counts.bookings} bookings, ${counts.users} users, ${counts.rooms} rooms; ${runs} runs each after 3 warm-ups\n`,
    );
    console.log('| call | rows / total | p50 ms | p95 ms |\n|---|---|---|---|');
    for (const [name, url] of SCENARIOS) {
      if (Date.now() > deadline) break;
      const times: number[] = [];
      let summary = '';
      for (let i = 0; i < runs + 3; i++) {
        const started = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (res.statusCode !== 200) {
          summary = `HTTP ${res.statusCode}`;
          break;
        }
        const body = res.json();
        const rows = body.bookings ?? body.users ?? body.rooms ?? [];
        summary = `${rows.length} / ${body.meta?.total}`;
        if (i >= 3) times.push(ms);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const cell = (p: number) => (sorted.length ? percentile(sorted, p).toFixed(1) : '–');
      console.log(`| ${name} \`${url.replace('/api', '')}\` | ${summary} | ${cell(50)} | ${cell(95)} |`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
