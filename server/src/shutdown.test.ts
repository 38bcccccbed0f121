import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';
import { queueClientsWhileHeld } from '../test/backlog-clients';
import { PERMISSIONS_POLICY } from './plugins/security-headers';
import { gracefulShutdown } from './shutdown';

// What SIGTERM's grace timer does to the requests still open when the grace period ends (issue
// 36): one not answered yet gets 503 with Connection: close; one whose answer is streaming (a CSV
// export) is cut, so its client can tell the download is incomplete — never a shorter file
// ended as if whole (decision 0255). The process exit that follows is sigterm.test.ts's.

type Seen = { status: number; close: boolean; body: string; ended: 'whole' | 'cut' | 'still open' };

/** Sends GET `path`; `seen()` says what the client has of it after the body began (or ended). */
function get(url: string, firstData: () => void) {
  const got: Seen = { status: 0, close: false, body: '', ended: 'still open' };
  const settled = new Promise<void>((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      got.status = res.statusCode!;
      got.close = res.headers.connection === 'close';
      res.setEncoding('utf8').on('data', (chunk: string) => ((got.body += chunk), firstData()));
      res.on('end', () => ((got.ended = 'whole'), resolve()));
      res.on('aborted', () => ((got.ended = 'cut'), resolve()));
      res.on('error', () => ((got.ended = 'cut'), resolve()));
    });
    req.on('error', () => ((got.ended = 'cut'), resolve()));
  });
  /** What the client has once its answer settled, or after `ms` if it has not. */
  const seen = (ms: number) => Promise.race([settled, new Promise((r) => setTimeout(r, ms).unref())]).then(() => ({ ...got }));
  return seen;
}

it('answers a request not answered yet 503 with Connection: close, and cuts an answer still streaming', async () => {
  const app = Fastify();
  const drain = gracefulShutdown(app, 10_000);
  let arrived = () => {};
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', () => {
    arrived();
    return new Promise(() => {});
  });
  app.get('/export.csv', (_request, reply) => {
    const csv = new Readable({ read() {} });
    csv.push('Room,Purpose\r\n');
    return reply.type('text/csv').send(csv);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    let begun = () => {};
    const streamBegun = new Promise<void>((resolve) => (begun = resolve));
    const exportSeen = get(`${url}/export.csv`, begun);
    const slowSeen = get(`${url}/slow`, () => {});
    await Promise.all([streamBegun, slowArrived]);

    expect(drain.refuseUnfinished()).toEqual({ refused: 1, cut: 1 });

    expect(await slowSeen(2_000)).toMatchObject({ status: 503, close: true, ended: 'whole' });
    expect(await exportSeen(2_000)).toMatchObject({ status: 200, body: 'Room,Purpose\r\n', ended: 'cut' });
  } finally {
    app.server.closeAllConnections();
    await app.close();
  }
});

it('refuses a request arriving while draining before any hook, with the headers every /api answer has', async () => {
  const app = Fastify();
  const drain = gracefulShutdown(app, 2_000);
  let hooked = 0;
  app.addHook('onRequest', async () => void (hooked += 1));
  app.get('/api/health', () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/health`;
  const closed = drain.close();
  try {
    const res = await fetch(url);
    expect(res.status).toBe(503);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      connection: 'close',
      'retry-after': '5',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(await res.json()).toEqual({ message: 'The server is restarting. Please try again in a moment.' });
    expect(hooked).toBe(0);
  } finally {
    await closed;
  }
});

// Connections waiting in the listen backlog while the main thread is held (PGlite runs its
// queries there): Node takes one of them per turn of the event loop, and closing the listener
// resets those still waiting. The test's thread is the server's; it is held, as by a long query,
// while the clients (a thread of their own) connect and send, and past the moment the drain
// would close the listener (half the grace) or the process exit (the grace).
describe('with connections waiting in the listen backlog while the thread is held', () => {
  const GRACE_MS = 2_000;
  const CLIENTS = 20;

  async function serverDraining() {
    const app = Fastify();
    const drain = gracefulShutdown(app, GRACE_MS);
    app.get('/queued', async () => ({ ok: true }));
    const sockets = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => sockets.add(socket));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    /** What the process's exit does to the sockets: closes them, and the listener with its backlog. */
    const exit = () => {
      for (const socket of sockets) socket.destroy();
      app.server.close();
    };
    return { drain, port, exit };
  }

  it('takes every one before the listener closes, and answers each 503 with Connection: close', async () => {
    const { drain, port, exit } = await serverDraining();
    try {
      const closed = drain.close();
      const { answers } = queueClientsWhileHeld(port, CLIENTS, GRACE_MS / 2 + 100);
      await closed;
      expect(await answers).toEqual(Array.from({ length: CLIENTS }, () => ({ status: 503, close: true })));
    } finally {
      exit();
    }
  });

  it('when the grace period is over, still takes and answers every one before the exit', async () => {
    const { drain, port, exit } = await serverDraining();
    try {
      void drain.close();
      const { answers } = queueClientsWhileHeld(port, CLIENTS, GRACE_MS + 100);
      // The grace timer's part: what it does before process.exit (main.ts), then the exit.
      await drain.finish(400);
      exit();
      expect(await answers).toEqual(Array.from({ length: CLIENTS }, () => ({ status: 503, close: true })));
    } finally {
      exit();
    }
  });
});
