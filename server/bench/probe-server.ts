/* The server of a fault probe: from its sources on a copy of a seeded PGlite folder, or on DATABASE_URL. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SpawnOptions } from '../test/spawn-server';
import { startServer } from '../test/process-kit';

export async function startProbeServer(source: string | undefined, graceText: string, output: SpawnOptions['output']) {
  const dir = source ? fs.mkdtempSync(path.join(os.tmpdir(), 'crb-probe-')) : '';
  if (source) fs.cpSync(source, dir, { recursive: true });
  const url = process.env.DATABASE_URL;
  const store: Record<string, string> = url ? { DATABASE_URL: url, DATA_DIR: '' } : { DATA_DIR: dir };
  const server = await startServer(
    { env: store, remove: async () => {} },
    { env: { SHUTDOWN_GRACE_SECONDS: graceText, SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, output },
  );
  const stop = async () => {
    await server.stop('SIGKILL');
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
  return { server, stop };
}
