import { sql } from 'kysely';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/database';
import { openTestDatabase, testConfig, testPostgresUrl } from '../../test/helpers';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from './errors';
import { WRITE_FAULT_HOLD_MS } from '../modules/health/routes';
import { SESSION_COOKIE } from './session';

// Issue 36: a database that is down, or cannot write (a full disk), answers 503 with
// Retry-After and says the database is unavailable — never 500 "Something went wrong on our
// side" — and /api/ready is not ready while writes fail for want of disk.

/** A request that needs the database: a session cookie is looked up there. */
const withSession = (app: App) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `${SESSION_COOKIE}=some-session` } });

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
}

describe('when PostgreSQL refuses connections', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused, as with the server stopped.
    database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/crb', dataDir: '' });
    app = await buildApp(testConfig(), { database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with Retry-After, saying the database is unavailable', async () => {
    expectUnavailable(await withSession(app));
  });
});

// PGlite only: the embedded database is the process's own, and it can be closed under the app.
(testPostgresUrl() ? [] : ['PGlite']).forEach(() =>
  describe('when the embedded database is gone', () => {
    let app: App;
    beforeAll(async () => {
      const database = await openTestDatabase();
      app = await buildApp(testConfig(), { database, logger: false });
      await database.close();
    });
    afterAll(() => app.close());

    it('answers 503 with Retry-After, saying the database is unavailable', async () => {
      expectUnavailable(await withSession(app));
    });
  }),
);

describe('when the database cannot write (disk full)', () => {
  let database: Database;
  let app: App;
  let now = new Date('2026-03-04T04:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig(), { database, logger: false, now: () => now });
    // The error a full disk gives a write, raised by the database itself (SQLSTATE 53100).
    app.post('/test/write', async () =>
      sql`do $$ begin raise exception using errcode = 'disk_full', message = 'could not extend file "base/5/16384": No space left on device'; end $$`.execute(
        app.db,
      ),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the write 503 with Retry-After and is not ready until no write has failed for a while', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expectUnavailable(await app.inject({ method: 'POST', url: '/test/write' }));
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', reason: 'database cannot write' });
    now = new Date(now.getTime() + WRITE_FAULT_HOLD_MS);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
