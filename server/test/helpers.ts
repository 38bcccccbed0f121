import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import type { AppConfig } from '../src/config';
import { POLICY_BOUNDS } from '../src/contracts/booking-policy';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { databaseUrlOf, openPgliteCopy, openPostgresCopy, type Template } from './template-db';
import { TEMPLATE_SEED, TEST_NOW, testConfig } from './test-config';

export { TEST_NOW, testConfig };

/** Where a PostgreSQL test database lives (its own copy, or the shared server with a schema). */
export const testDatabaseUrl = (database: Database): string | undefined => databaseUrlOf(database) ?? testPostgresUrl();

/**
 * The PostgreSQL server this test run targets, or undefined for PGlite. The jest project
 * "server" always runs on PGlite; "server-pg" (present when TEST_DATABASE_URL is set)
 * runs the same files again on PostgreSQL. Outside Jest, TEST_DATABASE_URL alone decides.
 */
export function testPostgresUrl(): string | undefined {
  const kind = (globalThis as { TEST_DB_KIND?: string }).TEST_DB_KIND;
  if (kind === 'pglite') return undefined;
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * A migrated database of its own for one test file (with the demo data at TEST_NOW when
 * `template` is "seeded"): in Jest a copy of the run's template (in-memory PGlite loaded
 * from its snapshot, or a database copied from it on the PostgreSQL server of
 * testPostgresUrl(), dropped on close), so parallel test files never see each other's rows.
 * Outside Jest (benchmarks) it migrates a fresh one, and "seeded" is left to the caller.
 */
export async function openTestDatabase(template: Template = 'migrated'): Promise<Database> {
  const url = testPostgresUrl();
  const copy = url ? await openPostgresCopy(url, template) : await openPgliteCopy(template);
  if (copy) return copy;
  // In Jest the project's globalSetup builds the templates; migrating per file instead would hide its failure.
  if ((globalThis as { TEST_DB_KIND?: string }).TEST_DB_KIND)
    throw new Error(`no ${url ? 'PostgreSQL' : 'PGlite'} template: the project's globalSetup did not run`);
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(database.db);
    return database;
  }
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url, dataDir: '', schema, poolSize: 20 });
  await migrateToLatest(database.db, schema);
  return {
    ...database,
    close: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  /** The instant the app believes it is; tests may move it. */
  clock: { now: Date };
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  seed?: boolean;
  now?: Date;
  /**
   * "relaxed" (the default) lifts the booking policy's limits (issue 15) as far as they go,
   * so a file testing other rules can book freely with the demo accounts, as testConfig turns
   * the rate limits off; "defaults" keeps the migration's limits (the policy's own tests).
   */
  bookingPolicy?: 'relaxed' | 'defaults';
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const clock = { now: options.now ?? TEST_NOW };
  const config = testConfig(options.config);
  const seedAt = { now: clock.now, tz: config.campusTz };
  const fromTemplate = seedAt.now.getTime() === TEMPLATE_SEED.now.getTime() && seedAt.tz === TEMPLATE_SEED.tz;
  const started = Date.now();
  const database = await openTestDatabase(options.seed !== false && fromTemplate ? 'seeded' : 'migrated');
  const opened = Date.now();
  // seedDemoData fills only an empty database: a copy of the seeded template is left as it is.
  if (options.seed !== false) await seedDemoData(database.db, seedAt);
  if (options.bookingPolicy !== 'defaults') {
    const { max_pending, max_hours_per_week, max_days_ahead } = POLICY_BOUNDS;
    await database.db
      .updateTable('booking_policies')
      .set({ max_pending: max_pending.max, max_hours_per_week: max_hours_per_week.max, max_days_ahead: max_days_ahead.max })
      .execute();
  }
  const seeded = Date.now();
  const app = await buildApp(config, { database, now: () => clock.now, logger: false });
  await app.ready();
  if (process.env.TEST_TIMING) {
    console.log(`createTestApp: database ${opened - started} ms, seed ${seeded - opened} ms, app ${Date.now() - seeded} ms`);
  }
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The Cookie header of a new session for the user: through the demo sign-in endpoint for
 * the seeded demo accounts (the only ones it accepts), otherwise stored directly as a
 * sign-in would (tests create users of their own).
 */
export async function loginAs(app: App, email: string): Promise<string> {
  if (!(Object.values(DEMO) as string[]).includes(email.toLowerCase())) {
    const user = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) throw new Error(`no user ${email} to sign in`);
    return `${app.sessionCookie}=${await app.issueSession(user.id)}`;
  }
  const res = await app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email } });
  if (res.statusCode !== 200) throw new Error(`demo login for ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === app.sessionCookie);
  if (!cookie) throw new Error('no session cookie');
  return `${app.sessionCookie}=${cookie.value}`;
}

export const DEMO = {
  superAdmin: 'super.admin@campus.example',
  rbAdmin: 'rb.admin@campus.example',
  dean: 'dean@campus.example',
  faculty: 'faculty@campus.example',
  clubs: 'clubs@campus.example',
  igh: 'igh@campus.example',
} as const;
