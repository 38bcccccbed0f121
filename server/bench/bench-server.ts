/* The server and database `npm run bench` measures: a large seeded database, the built server in its own process. */
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedLarge, type LargeSeedResult } from '../src/db/seed-large';
import { ROOT, spawnServer } from '../test/spawn-server';

/** Migrates and tops the database up to 100,000 bookings, 5,000 users and 1,000 rooms. */
export async function prepareLargeDatabase(target: { databaseUrl?: string; dataDir: string }, tz: string): Promise<LargeSeedResult> {
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    return await seedLarge(database.db, { now: new Date(), tz });
  } finally {
    await database.close();
  }
}

/** Creates (or, with drop, removes) a database on a PostgreSQL server; `adminUrl` names any database there. */
export async function postgresDatabase(adminUrl: string, name: string, action: 'create' | 'drop'): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    if (action === 'create') await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs server/dist/main.cjs on a free loopback port (API only) until stop(). */
export async function startBuiltServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const { url, stop } = await spawnServer({ env: { LOGIN_RATE_LIMIT: '0', CLIENT_DIR: path.join(ROOT, 'server/bench/no-client'), ...env }, startupMs: 60_000 });
  return { url, stop: () => stop() };
}
