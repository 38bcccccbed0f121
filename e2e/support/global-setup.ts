import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { spawnServer } from '../../server/test/spawn-server';
import { BROWSER_ENDPOINT_ENV, launchBrowserServer } from './browser';
import { createPostgresDatabase } from './postgres';
import { startServer, TEMPLATE_ENV } from './server';

/** A seeded PGlite data folder: the built server migrates and seeds a new folder, then stops. */
async function seededFolder(): Promise<string> {
  const server = await startServer({}, { embedded: true });
  await server.stop('SIGTERM');
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-e2e-template-'));
  fs.cpSync(server.dataDir, template, { recursive: true });
  await server.remove();
  return template;
}

/** A seeded template database on TEST_DATABASE_URL's server: the built server migrates and seeds it, then stops. */
async function seededDatabase(adminUrl: string): Promise<string> {
  const database = await createPostgresDatabase(adminUrl, 'crb_e2e_tpl');
  const server = await spawnServer({ env: { DATABASE_URL: database.url, DATA_DIR: '' }, startupMs: 60_000 });
  await server.stop('SIGTERM');
  return new URL(database.url).pathname.slice(1);
}

/**
 * The e2e project's globalSetup, all side by side: the run's one Chromium (browser.ts), and
 * its seeded templates, so that each journey's server starts on a copy (server.ts) instead of
 * creating and seeding its own database (10–20 s per file on a busy 2-core machine): a PGlite
 * folder always, and a PostgreSQL template database when TEST_DATABASE_URL names a server.
 * The durability journey still starts on empty folders and databases of its own, as a first
 * start in production does.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [browser, folder, database] = await Promise.all([
    launchBrowserServer(),
    seededFolder(),
    adminUrl ? seededDatabase(adminUrl) : undefined,
  ]);
  // Jest runs globalTeardown in this process; a global is how the two share what they hold.
  (globalThis as { crbBrowserServer?: BrowserServer }).crbBrowserServer = browser;
  process.env[BROWSER_ENDPOINT_ENV] = browser.wsEndpoint();
  process.env[TEMPLATE_ENV.folder] = folder;
  if (database) process.env[TEMPLATE_ENV.postgres] = database;
  if (process.env.TEST_TIMING) console.log(`\ne2e browser and templates: ${Date.now() - started} ms`);
}
