import type { Kysely } from 'kysely';
import { buildApp, type App } from '../../app';
import { createTestApp, openTestDatabase, testConfig, testPostgresUrl, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const kind = () => (testPostgresUrl() ? 'postgres' : 'pglite');

describe('GET /api/health', () => {
  it('says the process is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: kind() });
  });

  it('answers an unknown API route with JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET /api/nope not found');
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and has run every migration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', db: kind() });
  });

  it('answers 503 naming the migration the database has not run', async () => {
    const db = ctx.app.db.withoutPlugins() as never as Kysely<Record<string, { name: string; timestamp: string }>>;
    const row = await db
      .selectFrom('kysely_migration')
      .selectAll()
      .where('name', '=', '0009_sessions_and_limits')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('kysely_migration').where('name', '=', row.name).execute();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', reason: 'migrations pending: 0009_sessions_and_limits' });
    } finally {
      await db.insertInto('kysely_migration').values(row).execute();
    }
  });

  describe('when the database is gone', () => {
    let gone: App;
    beforeAll(async () => {
      const database = await openTestDatabase();
      gone = await buildApp(testConfig(), { database, logger: false });
      await database.close();
    });
    afterAll(() => gone.close());

    it('answers 503 "database unreachable", while health still answers', async () => {
      const ready = await gone.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', reason: 'database unreachable' });
      expect((await gone.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
});
