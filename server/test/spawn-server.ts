/* Runs the server as a child process on a free loopback port: fault tests, e2e journeys and the benchmark. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Sends the signal (SIGTERM by default) and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface SpawnOptions {
  /** Node arguments: the built bundle by default, or e.g. ['--import', 'tsx', 'server/src/main.ts']. */
  args?: string[];
  /** Added to the process environment (after the defaults below). */
  env?: Record<string, string>;
  startupMs?: number;
  /** Where the child's stdout and stderr go: the test's own (default), nowhere, a pipe to read, or a file descriptor. */
  output?: 'inherit' | 'ignore' | 'pipe' | number;
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
 * Whether `/api/ready` answers 200, on a connection closed after the answer: a kept-alive one
 * would make the server's graceful stop linger a second for it (shutdown.ts), in every file.
 */
function answersReady(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(`${url}/api/ready`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

/**
 * Starts the server with demo sign-in on 127.0.0.1 and resolves once `/api/ready` answers
 * (database reachable and migrated); fails (and kills the process) if it exits first or never
 * gets ready.
 */
export async function spawnServer({
  args = ['server/dist/main.cjs'],
  env = {},
  startupMs = 90_000,
  output = 'inherit',
}: SpawnOptions = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', AUTH_MODE: 'demo', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', output, output],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + startupMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    if (await answersReady(url)) return { url, child, stop };
  }
  await stop('SIGKILL');
  throw new Error(`server not ready within ${startupMs} ms`);
}
