import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { SESSION_COOKIE } from '../src/plugins/session';

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
 * A migrated database of its own for one test file: in-memory PGlite, or a fresh schema
 * on the PostgreSQL server of testPostgresUrl() (dropped on close), so parallel test
 * files never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = testPostgresUrl();
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

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    AUTH_MODE: 'demo',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: '/nonexistent',
    // Test files sign in many times; the rate limit has its own test in modules/auth.
    LOGIN_RATE_LIMIT: '0',
  });
  return { ...base, ...overrides };
}

export interface TestContext {
  app: App;
  database: Database;
  /** The instant the app believes it is; tests may move it. */
  clock: { now: Date };
  close(): Promise<void>;
}

/** A Wednesday morning on campus, so "future" and "past" are stable in tests. */
export const TEST_NOW = new Date('2026-03-04T04:00:00.000Z'); // 09:30 in Asia/Kolkata

export async function createTestApp(
  options: { config?: Partial<AppConfig>; seed?: boolean; now?: Date } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = { now: options.now ?? TEST_NOW };
  const config = testConfig(options.config);
  if (options.seed !== false) await seedDemoData(database.db, { now: clock.now, tz: config.campusTz });
  const app = await buildApp(config, { database, now: () => clock.now, logger: false });
  await app.ready();
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

/** Signs in through the demo endpoint and returns the Cookie header to send. */
export async function loginAs(app: App, email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/demo', payload: { email } });
  if (res.statusCode !== 200) throw new Error(`demo login for ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export const DEMO = {
  superAdmin: 'super.admin@campus.example',
  rbAdmin: 'rb.admin@campus.example',
  dean: 'dean@campus.example',
  faculty: 'faculty@campus.example',
  clubs: 'clubs@campus.example',
  igh: 'igh@campus.example',
} as const;
