import { minutesToTime } from '../../contracts/booking-limits';
import pg from 'pg';
import { createTestApp, DEMO, loginAs, testDatabaseUrl, testPostgresUrl, type TestContext } from '../../../test/helpers';
import { at, createTestRoom } from '../../../test/booking-kit';

// Every writer of a room's bookings — series included — takes the room's lock first, so
// series and single bookings racing over one room queue instead of deadlocking inside the
// exclusion constraint (PostgreSQL would hold each deadlock for deadlock_timeout, a second)
// and never store an overlap. On PGlite the requests interleave between queries; on
// PostgreSQL they run on 20 connections at once.
let ctx: TestContext;
let admins: string[];
let bookers: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  admins = await Promise.all([DEMO.rbAdmin, DEMO.superAdmin].map((e) => loginAs(ctx.app, e)));
  bookers = await Promise.all([DEMO.faculty, DEMO.clubs].map((e) => loginAs(ctx.app, e)));
});
afterAll(() => ctx.close());

const post = (cookie: string, url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('the room lock', () => {
  it('20 series and single bookings racing over one room: every answer a success or a clash, no overlap stored', async () => {
    const room = await createTestRoom(ctx.database, 'Lock Race Room');
    // Series on Mondays, 23 Mar to 13 Apr, staggered by quarter hours so most overlap; singles on those Mondays.
    const series = Array.from({ length: 10 }, (_, i) =>
      post(admins[i % 2], '/api/faculty/bookroom/recurring', {
        rooms: [room],
        purpose: `Series ${i}`,
        weekly_pattern: [{ day_of_week: 1, start_time: minutesToTime(600 + i * 15), end_time: minutesToTime(660 + i * 15) }],
        start_date: '2026-03-23',
        end_date: '2026-04-13',
      }),
    );
    const mondays = ['2026-03-23', '2026-03-30', '2026-04-06', '2026-04-13'];
    const singles = Array.from({ length: 10 }, (_, i) =>
      post(bookers[i % 2], '/api/faculty/bookroom', {
        room_id: room,
        start_time: at(mondays[i % 4], minutesToTime(630 + i * 15)),
        end_time: at(mondays[i % 4], minutesToTime(690 + i * 15)),
        purpose: `Single ${i}`,
      }),
    );
    const answers = await Promise.all([...series, ...singles]);
    // A series that saw a clash before writing keeps a draft (200); one that met it under the lock answers 409.
    for (const a of answers) expect([200, 201, 409]).toContain(a.statusCode);
    const booked = answers.filter((a) => a.statusCode === 201);
    expect(booked.length).toBeGreaterThan(0);

    const live = await ctx.app.db
      .selectFrom('bookings')
      .select(['start_time', 'end_time'])
      .where('room_id', '=', room)
      .where('status', 'in', ['pending', 'confirmed'])
      .orderBy('start_time')
      .execute();
    for (let i = 1; i < live.length; i++) expect(live[i].start_time.getTime()).toBeGreaterThanOrEqual(live[i - 1].end_time.getTime());
    const seriesBooked = answers.slice(0, 10).filter((a) => a.statusCode === 201).length;
    const singlesBooked = answers.slice(10).filter((a) => a.statusCode === 201).length;
    expect(live).toHaveLength(seriesBooked * mondays.length + singlesBooked);
  });

  // PGlite runs one query at a time, so only PostgreSQL can show a writer waiting.
  if (testPostgresUrl())
    it('a series write waits for the room lock another writer holds (PostgreSQL)', async () => {
      const room = await createTestRoom(ctx.database, 'Lock Wait Room');
      // The app's own database: advisory locks are per database.
      const holder = new pg.Client({ connectionString: testDatabaseUrl(ctx.database) });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock(7301, $1)', [room]);
        let settled = false;
        const pending = post(admins[0], '/api/faculty/bookroom/recurring', {
          rooms: [room],
          purpose: 'Waits its turn',
          weekly_pattern: [{ day_of_week: 2, start_time: '10:00', end_time: '11:00' }],
          start_date: '2026-03-24',
          end_date: '2026-03-31',
        }).finally(() => (settled = true));
        // The series' transaction shows up waiting for that very lock.
        const waiting = async () =>
          (
            await holder.query(
              `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and classid = 7301 and objid = $1`,
              [room],
            )
          ).rows[0].n;
        // (Should it not take the lock, it settles on its own and the loop ends at once.)
        while (!settled && (await waiting()) === 0) await new Promise((r) => setImmediate(r));
        expect(settled).toBe(false);
        await holder.query('commit');
        expect((await pending).statusCode).toBe(201);
      } finally {
        await holder.end();
      }
    });
});
