import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, spawnServer, type SpawnedServer } from '../../server/test/spawn-server';
import { withDatabase } from '../../server/test/template-db';
import { runSql } from './postgres';

export interface RunningServer extends SpawnedServer {
  /** The embedded database's folder, or '' when the server runs on PostgreSQL. */
  dataDir: string;
  /** Removes what the server stored (its folder or its database); call it after stop(). */
  remove(): Promise<void>;
}

/** Where global-setup.ts left the run's seeded templates (read by the journey workers). */
export const TEMPLATE_ENV = { folder: 'CRB_E2E_TEMPLATE', postgres: 'CRB_E2E_PG_TEMPLATE' } as const;

function assertBuilt(): void {
  if (!fs.existsSync(path.join(ROOT, 'server/dist/main.cjs')) || !fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it)');
  }
}

/** The built server on a fresh PGlite folder: a copy of the run's seeded template when there is one. */
async function startEmbedded(env: Record<string, string>): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-e2e-'));
  const template = process.env[TEMPLATE_ENV.folder];
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const server = await spawnServer({ env: { DATA_DIR: dataDir, ...env }, startupMs: 60_000 });
  // Each server's folder is about 40 MB; nothing reads it afterwards.
  return { ...server, dataDir, remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** The built server on its own PostgreSQL database, copied from the run's seeded template database. */
async function startOnPostgres(adminUrl: string, template: string, env: Record<string, string>): Promise<RunningServer> {
  const name = `crb_e2e_${randomBytes(4).toString('hex')}`;
  await runSql(adminUrl, `create database ${name} template ${template}`);
  const remove = () => runSql(adminUrl, `drop database if exists ${name} with (force)`);
  try {
    const server = await spawnServer({ env: { DATABASE_URL: withDatabase(adminUrl, name), DATA_DIR: '', ...env }, startupMs: 60_000 });
    return { ...server, dataDir: '', remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * Starts the built server (server/dist/main.cjs, serving dist/client) on a free loopback port
 * with demo sign-in and a database of its own holding the demo data, and waits until it is
 * ready. With TEST_DATABASE_URL (as CI runs) that database is PostgreSQL, the engine production
 * runs on, and a copy of the run's seeded template database; otherwise, or with
 * `embedded: true`, it is an embedded PGlite folder copied from the seeded template folder
 * (global-setup.ts). Starting on PostgreSQL costs a third of the CPU: no PostgreSQL compiled
 * from WebAssembly in every server process (docs/decisions/0087-browser-journeys.md).
 */
export async function startServer(env: Record<string, string> = {}, { embedded = false } = {}): Promise<RunningServer> {
  assertBuilt();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV.postgres];
  return !embedded && adminUrl && template ? startOnPostgres(adminUrl, template, env) : startEmbedded(env);
}
