/* The server and database `npm run bench` measures: a large seeded database, the built server in its own process. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { LARGE_SCALE, seedLarge, type LargeSeedResult, type Scale } from '../src/db/seed-large';
import { campusDate } from '../src/shared/time';
import { fillBusyWeek } from './busy-week';
import { ROOT, spawnServer } from '../test/spawn-server';
import { cpuMsOf } from './http.bench';

/**
 * Migrates and tops the database up to the scale (100,000 bookings, 5,000 users and 1,000
 * rooms by default), plus a busy week (three bookings a day) in the last 30 rooms from tomorrow.
 */
export async function prepareLargeDatabase(
  target: { databaseUrl?: string; dataDir: string },
  tz: string,
  scale: Scale = LARGE_SCALE,
): Promise<LargeSeedResult> {
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    const result = await seedLarge(database.db, { now: new Date(), tz, scale });
    const tomorrow = new Date(Date.parse(`${campusDate(new Date(), tz)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await fillBusyWeek(database.db, tomorrow, tz);
    return result;
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
export async function startBuiltServer(env: Record<string, string>): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const { url, child, stop } = await spawnServer({
    env: { LOGIN_RATE_LIMIT: '0', WRITE_RATE_LIMIT: '0', CLIENT_DIR: path.join(ROOT, 'server/bench/no-client'), ...env },
    startupMs: 60_000,
  });
  return { url, pid: child.pid!, stop: () => stop() };
}

/**
 * CPU time (ms) the PostgreSQL backends of a database have used so far, read from /proc: for a
 * server on this machine (as the bench's is), which load hardly changes, unlike wall time.
 * Backends that end between two readings take their time with them; the server's pool keeps
 * its own open while it is measured.
 */
export async function backendsCpuMs(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.reduce((sum, { pid }) => sum + (existsSync(`/proc/${pid}/stat`) ? cpuMsOf(pid) : 0), 0);
  } finally {
    await client.end();
  }
}
