/* The server as a process on a copy of the seeded template, for the fault tests (SIGTERM, stdout). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { testPostgresUrl } from './helpers';
import { spawnServer, type SpawnedServer, type SpawnOptions } from './spawn-server';
import { databaseUrlOf, openPgliteCopy, openPostgresCopy } from './template-db';

/** Seconds of grace the fault tests give SIGTERM: the bar is this plus one. */
export const GRACE_SECONDS = 1;

/** Where a spawned server's data lives: a PGlite folder, or a PostgreSQL database, copied from the seeded template. */
export interface ServerStore {
  env: Record<string, string>;
  remove(): Promise<void>;
}

/** A seeded data folder or database of the test's project's kind, for one server. */
export async function seededStore(): Promise<ServerStore> {
  const url = testPostgresUrl();
  if (url) {
    const copy = (await openPostgresCopy(url, 'seeded')) as Database;
    return { env: { DATABASE_URL: databaseUrlOf(copy)!, DATA_DIR: '' }, remove: () => copy.close() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-fault-'));
  await (await openPgliteCopy('seeded', dir))!.close();
  return { env: { DATA_DIR: dir }, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The server from its sources (tsx) on `store`, with a 1-second grace and demo sign-in.
 * FAULT_SERVER_BUNDLE=<path of a built main.cjs> runs that build instead (a release, or the
 * code before a fix, to see a probe fail).
 */
export function startServer(store: ServerStore, options: Pick<SpawnOptions, 'output'> & { env?: Record<string, string> } = {}) {
  const bundle = process.env.FAULT_SERVER_BUNDLE;
  return spawnServer({
    args: bundle ? [bundle] : ['--import', 'tsx', 'server/src/main.ts'],
    env: {
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      SEED_DEMO: 'false',
      CLIENT_DIR: '/nonexistent',
      WRITE_RATE_LIMIT: '0',
      LOGIN_RATE_LIMIT: '0',
      ...store.env,
      ...options.env,
    },
    output: options.output ?? 'ignore',
    startupMs: 50_000,
  });
}

/** Sends SIGTERM and resolves with the milliseconds until the process exited, and its exit code. */
export async function timeSigterm(server: SpawnedServer): Promise<{ ms: number; code: number | null; signal: string | null }> {
  const started = performance.now();
  await server.stop('SIGTERM');
  const exit = { ms: Math.round(performance.now() - started), code: server.child.exitCode, signal: server.child.signalCode };
  if (process.env.TEST_TIMING) console.log(`SIGTERM: exit ${exit.code ?? exit.signal} after ${exit.ms} ms`);
  return exit;
}

/**
 * A named pipe whose reader is this test: `fill()` stuffs it until the kernel refuses more (a
 * reader that stopped reading), `closeReader()` makes it a reader that has gone (EPIPE).
 * `writer` is the descriptor to give the server as stdout and stderr.
 */
export function stalledPipe() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-fifo-'));
  const fifo = path.join(dir, 'log');
  execFileSync('mkfifo', [fifo]);
  let reader: number | undefined = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  const writer = fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
  return {
    writer,
    fill() {
      const chunk = Buffer.alloc(4096, 'x');
      let written = 0;
      for (;;) {
        try {
          written += fs.writeSync(writer, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return written;
          throw error;
        }
      }
    },
    closeReader() {
      if (reader !== undefined) fs.closeSync(reader);
      reader = undefined;
    },
    close() {
      this.closeReader();
      fs.closeSync(writer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A session cookie for a demo account. */
export async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`demo sign-in of ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export type Outcome = { status: number; close: boolean } | { error: string };

/**
 * One request on a kept-alive connection of its own (so that `close` is the server's choice):
 * its status and whether it said Connection: close, or the socket error (ECONNRESET: cut off).
 * `connected` hears when the connection is open (the kernel's handshake; accepted or not).
 */
export function request(url: string, cookie = '', connected?: () => void): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<Outcome>((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message });
    const req = http.get(url, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, close: res.headers.connection === 'close' }));
      res.on('error', failed);
    });
    if (connected) req.on('socket', (socket) => socket.once('connect', connected));
    req.on('error', failed);
  }).finally(() => agent.destroy());
}

/** Resolves once `count` lines of the child's piped stdout have matched `pattern`. */
export function linesMatching(server: SpawnedServer, pattern: RegExp, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    let rest = '';
    server.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      seen += lines.filter((line) => pattern.test(line)).length;
      if (seen >= count) resolve();
    });
  });
}
