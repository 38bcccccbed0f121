/**
 * Benchmark (not a test): the Manage Users and Manage Rooms lists with 5,000 users and
 * 1,000 rooms. Run with `npx tsx server/bench/users-rooms.bench.ts` (PGlite) or with
 * TEST_DATABASE_URL set (PostgreSQL); figures go in docs/PERFORMANCE.md under
 * "Manage Users and Manage Rooms lists".
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestApp, DEMO, loginAs } from '../test/helpers';

const RUNS = 40;
const NAMES = ['Anand', 'Bose', 'Chopra', 'Desai', 'Eapen', 'Fernandes', 'Gupta', 'Iyer', 'Khan', 'Menon', 'Nair', 'Rao'];
const DEPARTMENTS = ['Physics', 'Mathematics', 'Computer Science', 'Chemistry', 'Design', null];
const FEATURES = ['Projector', 'Screen', 'Guest WiFi', 'Whiteboard'];

const URLS = [
  '/api/admin/users?page=1&limit=10',
  '/api/admin/users?page=250&limit=20',
  '/api/admin/users?name=gupta&limit=50',
  '/api/admin/users?email=user42&department=phys',
  '/api/admin/rooms?page=1&limit=10',
  '/api/admin/rooms?page=50&limit=20',
  '/api/admin/rooms?room_name=room%2099&features=wifi',
  '/api/admin/rooms?block_name=library&limit=50',
];

async function main() {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  for (let chunk = 0; chunk < 5; chunk++) {
    const users = Array.from({ length: 1000 }, (_, j) => {
      const i = chunk * 1000 + j;
      return {
        name: `${NAMES[i % 12]} ${NAMES[(i * 7) % 12]} ${i}`,
        email: `bench.user${i}@campus.example`,
        department: DEPARTMENTS[i % 6],
        designation: 'Lecturer',
        access: ['rb_faculty'],
      };
    });
    await db.insertInto('users').values(users).execute();
  }
  const blocks = await db.selectFrom('blocks').select('id').execute();
  const rooms = Array.from({ length: 1000 }, (_, i) => ({
    room_name: `Bench Room ${i}`,
    block_id: blocks[i % blocks.length].id,
    capacity: 10 + (i % 90),
    features: FEATURES.slice(0, 1 + (i % 4)),
    access: ['Faculty'],
  }));
  await db.insertInto('rooms').values(rooms).execute();
  await sql`analyze`.execute(db);

  const cookie = await loginAs(ctx.app, DEMO.superAdmin);
  console.log(`| call (${ctx.database.kind}) | matches | p50 | p95 |\n|---|---|---|---|`);
  for (const url of URLS) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      total = res.json().meta.total;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
    console.log(`| \`GET ${url.replace('/api', '')}\` | ${total} | ${at(0.5)} ms | ${at(0.95)} ms |`);
  }
  await ctx.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
