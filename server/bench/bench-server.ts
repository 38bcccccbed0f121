/* The server and database `npm run bench` measures: a large seeded database, the built server in its own process. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedLarge, type LargeSeedResult } from '../src/db/seed-large';

const root = path.resolve(__dirname, '../..');

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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Runs server/dist/main.cjs on a free loopback port (API only) until stop(). */
export async function startBuiltServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.cjs')], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', AUTH_MODE: 'demo', LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '0', CLIENT_DIR: path.join(root, 'server/bench/no-client'), ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, stop };
  }
  await stop();
  throw new Error('server did not become healthy within 60 s');
}
