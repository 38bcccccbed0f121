/** Runs the real server entry (server/src/main.ts through tsx) as a child process, for fault tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const STARTUP_MS = 90_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Sends the signal and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
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

/**
 * Starts `node --import tsx server/src/main.ts` with demo sign-in and demo data on either
 * a PGlite folder (`DATA_DIR`) or PostgreSQL (`DATABASE_URL`), and waits for /api/health.
 */
export async function startServerProcess(db: { dataDir: string } | { databaseUrl: string }): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_MODE: 'demo',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '0',
      CLIENT_DIR: '/nonexistent',
      SESSION_SECRET: 'durability-secret-durability-secret-0123',
      DATA_DIR: 'dataDir' in db ? db.dataDir : '',
      DATABASE_URL: 'databaseUrl' in db ? db.databaseUrl : '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, kill };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await kill('SIGKILL');
  throw new Error(`server not healthy within ${STARTUP_MS} ms`);
}
