import fs from 'node:fs';
import type { BrowserServer } from 'playwright-core';
import { runSql } from './postgres';
import { TEMPLATE_ENV } from './server';

/** Stops the run's Chromium and removes the seeded templates of global-setup.ts. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { crbBrowserServer?: BrowserServer }).crbBrowserServer?.close();
  const folder = process.env[TEMPLATE_ENV.folder];
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  const database = process.env[TEMPLATE_ENV.postgres];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (database && adminUrl) await runSql(adminUrl, `drop database if exists ${database} with (force)`);
}
