import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server';

/**
 * The e2e project's globalSetup: starts the built server once on a fresh PGlite folder, which
 * it migrates and seeds with demo data, and stops it. Each journey file's server then starts
 * on a copy of that folder (e2e/support/server.ts) instead of creating and seeding its own:
 * 10–20 s per file on a busy 2-core machine. The durability journey still starts on empty
 * folders of its own, as a first start in production does.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const server = await startServer();
  await server.stop('SIGTERM');
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-e2e-template-'));
  fs.cpSync(server.dataDir, template, { recursive: true });
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  process.env.CRB_E2E_TEMPLATE = template;
  if (process.env.TEST_TIMING) console.log(`\ne2e template: ${Date.now() - started} ms`);
}
