/**
 * Benchmark (not a test): create and conflict-check a 260-occurrence weekly series on
 * PGlite. Run with `npx tsx server/bench/recurring.bench.ts`; the figure goes in
 * docs/PERFORMANCE.md under "Recurring series".
 */
import { performance } from 'node:perf_hooks';
import { createTestApp, DEMO, loginAs } from '../test/helpers';
import { campusInstant, dayjs } from '../src/shared/time';

const RUNS = 5;
const TZ = 'Asia/Kolkata';

async function main() {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const cookie = await loginAs(ctx.app, DEMO.rbAdmin);
  const block = await db.selectFrom('blocks').select('id').executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('id').where('email', '=', DEMO.faculty).executeTakeFirstOrThrow();

  // Background load: every room is busy at 10:00-11:00 on every day of the year.
  const rooms = await db.selectFrom('rooms').select('id').execute();
  for (const room of rooms) {
    const rows = Array.from({ length: 365 }, (_, d) => {
      const date = dayjs('2026-03-05').add(d, 'day').format('YYYY-MM-DD');
      return {
        room_id: room.id,
        user_id: user.id,
        purpose: 'Background',
        status: 'confirmed' as const,
        start_time: campusInstant(date, '10:00', TZ),
        end_time: campusInstant(date, '11:00', TZ),
      };
    });
    await db
      .insertInto('bookings')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const total = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  // Monday to Friday 18:00-19:00 for 52 weeks: 260 occurrences.
  const body = (roomId: number) => ({
    rooms: [roomId],
    purpose: 'Evening lecture series',
    start_date: '2026-03-09',
    end_date: '2027-03-05',
    weekly_pattern: [1, 2, 3, 4, 5].map((day_of_week) => ({ day_of_week, start_time: '18:00', end_time: '19:00' })),
  });
  const post = (roomId: number) =>
    ctx.app.inject({ method: 'POST', url: '/api/faculty/bookroom/recurring', headers: { cookie }, payload: body(roomId) });

  const created: number[] = [];
  const checked: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const room = await db
      .insertInto('rooms')
      .values({ room_name: `Bench room ${i}`, block_id: block.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    let t = performance.now();
    const first = await post(room.id);
    created.push(performance.now() - t);
    if (first.statusCode !== 201 || !first.json().message.includes('260 bookings')) throw new Error(`create failed: ${first.body}`);
    // The same series again: every one of the 260 dates clashes and a draft is kept.
    t = performance.now();
    const second = await post(room.id);
    checked.push(performance.now() - t);
    if (second.json().conflicts?.length !== 260) throw new Error(`conflict check failed: ${second.body}`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(0);
  console.log(`PGlite, ${total.n} bookings stored, ${RUNS} runs (median / max ms):`);
  console.log(`  create 260-occurrence series (no conflicts):   ${median(created)} / ${Math.max(...created).toFixed(0)}`);
  console.log(`  conflict check, all 260 dates clash (draft):   ${median(checked)} / ${Math.max(...checked).toFixed(0)}`);
  await ctx.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
