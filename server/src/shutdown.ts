import type http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { App } from './app';

const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/** How often draining looks at its connections; one seen idle at two looks is closed. */
const LOOK_MS = 1000;

/**
 * SIGTERM's drain (issue 16). Requests that arrive once draining has begun are answered 503 with
 * `Connection: close`, requests in flight finish and say `Connection: close` too, then the app
 * closes (onClose hooks: mail worker, housekeeping, database). Two things matter for "no client
 * sees a reset for a request the server never answered":
 *
 * - Node's `server.close()` destroys every connection with no request in progress at once,
 *   including a kept-alive connection whose next request is already on its way. Instead such
 *   connections are read and answered, and those still without a request are closed once seen
 *   idle at two looks apart (trackConnections).
 * - Closing the listener resets every connection still waiting in its backlog, and each answer
 *   that says `Connection: close` sends its client to open a new connection for its next request.
 *   So the listener stays open while draining (lingerUntilQuiet) — new connections are taken and
 *   answered 503 — and closes only once nothing is waiting for an answer and no connection has
 *   arrived for a whole look, or half the grace period has gone. A client then finds the listener
 *   closed (ECONNREFUSED: it knows nothing was done), never a reset.
 *
 * Past the grace period `refuseUnfinished()` answers what is still unanswered and cuts what is
 * still streaming (issue 36).
 *
 * Call before the app is ready (it adds hooks); `close()` replaces `app.close()`.
 */
export function gracefulShutdown(
  app: App,
  graceMs: number,
): { close(): Promise<void>; refuseUnfinished(): { refused: number; cut: number } } {
  let draining = false;
  const inFlight = new Set<FastifyReply>();
  const connections = trackConnections(app.server);
  const lookMs = Math.min(LOOK_MS, graceMs / 4);
  app.addHook('onRequest', async (_request, reply) => {
    inFlight.add(reply);
    reply.raw.once('close', () => inFlight.delete(reply));
    if (draining) return refuse(reply);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  /** Answers not begun yet: a stream whose headers went out waits for nobody. */
  const unanswered = () => [...inFlight].filter((reply) => !reply.sent && !reply.raw.headersSent && !reply.raw.destroyed);
  /** Answers begun and not ended: a CSV export still streaming. */
  const streaming = () => [...inFlight].filter((reply) => reply.raw.headersSent && !reply.raw.writableEnded && !reply.raw.destroyed);
  return {
    /**
     * When the grace period is over: every request still unanswered gets 503 with
     * `Connection: close` (its work may or may not have been done; the client is told to ask
     * again), instead of the reset the process's exit would give it. An answer still streaming
     * is cut, never ended: its chunked body then lacks the last chunk, so the client knows the
     * download is incomplete (decision 0255). Returns how many of each.
     */
    refuseUnfinished(): { refused: number; cut: number } {
      const refused = unanswered();
      for (const reply of refused) {
        reply.raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8', connection: 'close', 'retry-after': '5' });
        reply.raw.end(JSON.stringify({ message: SHUTTING_DOWN_MESSAGE }));
      }
      const cut = streaming();
      for (const reply of cut) reply.raw.destroy();
      return { refused: refused.length, cut: cut.length };
    },
    async close() {
      draining = true;
      app.server.closeIdleConnections = () => {};
      const reaper = setInterval(connections.closeIdle, lookMs);
      try {
        await lingerUntilQuiet(connections, () => unanswered().length, lookMs, graceMs / 2);
        await app.close();
      } finally {
        clearInterval(reaper);
      }
    },
  };
}

function refuse(reply: FastifyReply) {
  return reply.code(503).header('connection', 'close').header('retry-after', '5').send({ message: SHUTTING_DOWN_MESSAGE });
}

const afterIo = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once two looks `lookMs` apart found no request waiting for its answer and no
 * connection accepted since the look before, or at `maxMs`. Each look is taken after the event
 * loop's I/O phase, so connections waiting in the backlog (a thread held by PGlite's queries)
 * have been accepted by then and count.
 */
async function lingerUntilQuiet(connections: { accepted: number }, waiting: () => number, lookMs: number, maxMs: number) {
  const deadline = Date.now() + maxMs;
  let seen = connections.accepted;
  for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
    await afterIo();
    quiet = waiting() === 0 && connections.accepted === seen ? quiet + 1 : 0;
    seen = connections.accepted;
    if (quiet < 2) await sleep(Math.min(lookMs, Math.max(0, deadline - Date.now())));
  }
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
