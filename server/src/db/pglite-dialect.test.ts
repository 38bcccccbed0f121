import { sql } from 'kysely';
import { openTestDatabase } from '../../test/helpers';
import type { Database } from './database';

// Issue 36: PGlite runs queries on the main thread. Queries waiting for its one connection, or
// a request's queries one after another, ran as one chain of promise callbacks, and nothing
// else — timers (SIGTERM's grace), signals, reading other requests (/api/health) — ran until
// the chain ended. Queries that follow each other for longer than a slice (10 ms) now wait for a
// turn of the event loop.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const QUERIES = 20;
/** A query of a few milliseconds: the queries take longer than a slice together. */
const work = () => sql`select count(*) from generate_series(1, 50000)`.execute(database.db);

it('lets a callback queued behind them run while queries wait their turn', async () => {
  let done = 0;
  const queries = Array.from({ length: QUERIES }, () => work().then(() => done++));
  const doneWhenTheLoopTurned = new Promise<number>((resolve) => setImmediate(() => resolve(done)));
  await Promise.all(queries);
  expect(await doneWhenTheLoopTurned).toBeLessThan(QUERIES);
});

it("lets a callback run between one request's queries", async () => {
  let done = 0;
  const doneWhenTheLoopTurned = new Promise<number>((resolve) => setImmediate(() => resolve(done)));
  for (let i = 0; i < QUERIES; i++) {
    await work();
    done++;
  }
  expect(await doneWhenTheLoopTurned).toBeLessThan(QUERIES);
});
