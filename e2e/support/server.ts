import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const root = path.resolve(__dirname, '../..');

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

/**
 * Starts the built server (server/dist/main.cjs, serving dist/client) on a free loopback
 * port with a fresh PGlite data folder and demo data, and waits until it is healthy.
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const bundle = path.join(root, 'server/dist/main.cjs');
  if (!fs.existsSync(bundle) || !fs.existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it)');
  }
  const port = await freePort();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'crb-e2e-'));
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, AUTH_MODE: 'demo', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: dir,
    process: child,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
