import type http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { App } from './app';

const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/** How often draining looks for connections without a request; one seen idle twice is closed. */
const IDLE_LINGER_MS = 1000;

/**
 * SIGTERM's drain (issue 16). Fastify's close stops accepting, answers requests that arrive on
 * open connections 503 with `Connection: close`, waits for requests in flight and then runs the
 * onClose hooks (mail worker, housekeeping, database). Two things are changed here:
 *
 * - Node's `server.close()` destroys every connection with no request in progress at once. That
 *   includes a kept-alive connection whose next request is already on its way (the client sent
 *   it the moment the previous answer came) and a freshly accepted one whose first request is not
 *   parsed yet: their clients saw a reset for a request the server never answered, which for a
 *   POST they cannot safely retry. Instead such connections linger: what arrives on them is read
 *   and answered 503 (Connection: close), and those still without a request are closed once seen
 *   idle at two looks IDLE_LINGER_MS apart (trackConnections), by which time anything sent
 *   before the signal has been read.
 * - Answers to requests in flight say `Connection: close` too, so their clients send nothing
 *   more on a connection that is about to close.
 *
 * Past the grace period `refuseUnfinished()` answers what is still unanswered (issue 36).
 *
 * Call before the app is ready (it adds a hook); `close()` replaces `app.close()`.
 */
export function gracefulShutdown(app: App, graceMs: number): { close(): Promise<void>; refuseUnfinished(): number } {
  let draining = false;
  const inFlight = new Set<FastifyReply>();
  const connections = trackConnections(app.server);
  app.addHook('onRequest', async (_request, reply) => {
    inFlight.add(reply);
    reply.raw.once('close', () => inFlight.delete(reply));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return {
    /**
     * When the grace period is over: every request still unanswered gets 503 with
     * `Connection: close` (its work may or may not have been done; the client is told to ask
     * again), instead of the reset the process's exit would give it. Returns how many.
     */
    refuseUnfinished() {
      let refused = 0;
      for (const reply of inFlight) {
        if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) continue;
        refused += 1;
        reply.raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8', connection: 'close', 'retry-after': '5' });
        reply.raw.end(JSON.stringify({ message: SHUTTING_DOWN_MESSAGE }));
      }
      return refused;
    },
    async close() {
      // Before answers start saying `Connection: close`: until then kept-alive clients reuse
      // their connections rather than open new ones, which could land in the backlog just as
      // the listener closes.
      await acceptBacklog(app, connections);
      draining = true;
      app.server.closeIdleConnections = () => {};
      const reaper = setInterval(connections.closeIdle, Math.min(IDLE_LINGER_MS, graceMs / 4));
      try {
        await app.close();
      } finally {
        clearInterval(reaper);
      }
    },
  };
}

/** At most this many turns of the event loop are spent taking connections off the listen backlog. */
const BACKLOG_TURNS = 1000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Takes the connections waiting in the listen backlog before the listener closes: closing it
 * resets them, and their clients saw ECONNRESET for requests sent before the signal (issue 36).
 * Node accepts one connection per turn of the event loop, and on PGlite each turn also runs a
 * query on this thread (seconds on a large database), so a backlog built up while the thread
 * was busy and the listener closed long before it was taken. The database is held meanwhile,
 * which makes the turns cheap; it stops when two turns in a row brought no new connection.
 * What the accepted connections ask is then answered, or 503 once the app closes.
 */
async function acceptBacklog(app: App, connections: { accepted: number }): Promise<void> {
  const spin = async () => {
    for (let turn = 0, quiet = 0; quiet < 2 && turn < BACKLOG_TURNS; turn++) {
      const before = connections.accepted;
      await nextTurn();
      quiet = connections.accepted === before ? quiet + 1 : 0;
    }
  };
  // On PostgreSQL queries do not hold this thread, and a pool connection may not be at hand.
  if (app.database.kind === 'pglite') await app.db.connection().execute(spin);
  else await spin();
}

/**
 * The server's connections, and which of them carry a request. `closeIdle()` closes a
 * connection only once it has been seen idle — no request in progress and nothing read — at
 * two calls in a row. Node's own `closeIdleConnections()` closed every connection with no
 * request parsed yet, and with PGlite holding the main thread (its queries run there) that
 * included connections accepted in the same turn of the event loop whose request was waiting
 * unread in the socket: closing a socket with unread data resets it, and their clients saw
 * ECONNRESET for requests sent before the signal (issue 36). Between two calls the event loop
 * has polled at least once, so whatever had arrived was read and became a request.
 */
function trackConnections(server: http.Server) {
  const open = new Set<Socket>();
  const busy = new Set<Socket>();
  const idleAt = new Map<Socket, number>();
  const tracked = { accepted: 0, closeIdle };
  server.on('connection', (socket: Socket) => {
    tracked.accepted += 1;
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
      idleAt.delete(socket);
    });
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    busy.add(request.socket);
    response.once('close', () => busy.delete(request.socket));
  });
  function closeIdle() {
    for (const socket of open) {
      if (busy.has(socket)) idleAt.delete(socket);
      else if (idleAt.get(socket) === socket.bytesRead) socket.destroy();
      else idleAt.set(socket, socket.bytesRead);
    }
  }
  return tracked;
}
