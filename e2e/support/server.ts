import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, spawnServer, type SpawnedServer } from '../../server/test/spawn-server';

export interface RunningServer extends SpawnedServer {
  dataDir: string;
}

/**
 * Starts the built server (server/dist/main.cjs, serving dist/client) on a free loopback
 * port with a fresh PGlite data folder and demo data, and waits until it is ready. In the
 * e2e project the folder is a copy of the run's seeded template (global-setup.ts).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(ROOT, 'server/dist/main.cjs')) || !fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-e2e-'));
  const template = process.env.CRB_E2E_TEMPLATE;
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return { ...(await spawnServer({ env: { DATA_DIR: dataDir, ...env }, startupMs: 60_000 })), dataDir };
}
