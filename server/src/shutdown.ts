import type http from 'node:http';
import type { FastifyReply } from 'fastify';
import type { App } from './app';
import { afterIo, trackConnections } from './connections';
import { PERMISSIONS_POLICY } from './plugins/security-headers';

const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';
/**
 * A refusal may be written before Fastify's hooks run (refuseFirstWhile) or after its answer was
 * abandoned (refuseUnfinished), so it carries itself what every /api answer carries
 * (plugins/security-headers.ts): not sniffed, not cached, no powerful features.
 */
const REFUSAL_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  connection: 'close',
  'retry-after': '5',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'permissions-policy': PERMISSIONS_POLICY,
};
const REFUSAL = JSON.stringify({ message: SHUTTING_DOWN_MESSAGE });

/** How often draining looks at its connections; one seen idle at two looks is closed. */
const LOOK_MS = 1000;

/**
 * SIGTERM's drain (issue 16). Requests that arrive once draining has begun are answered 503 with
 * `Connection: close`, requests in flight finish and say `Connection: close` too, then the app
 * closes (onClose hooks: mail worker, housekeeping, database). Three things matter for "no client
 * sees a reset for a request the server never answered" (connections.ts):
 *
 * - Node's `server.close()` destroys every connection with no request in progress at once,
 *   including a kept-alive connection whose next request is already on its way. Instead such
 *   connections are read and answered, and those still without a request are closed once seen
 *   idle at two looks apart.
 * - Closing the listener resets every connection still waiting in its backlog, and each answer
 *   that says `Connection: close` sends its client to open a new connection for its next request.
 *   So the listener stays open while draining (lingerUntilQuiet) — new connections are taken and
 *   answered 503 — until nothing is waiting for an answer and no connection has arrived for a
 *   whole look, or half the grace period has gone; then it closes in the first turn of the event
 *   loop that accepted nothing. A client then finds the listener closed (ECONNREFUSED: it knows
 *   nothing was done), never a reset.
 * - A request that arrives while draining is refused before any hook runs: on PGlite a hook's
 *   query (the session's) would wait behind the queries in flight, a turn of the event loop each.
 *
 * Past the grace period `finish()` answers what is still unanswered, cuts what is still
 * streaming, and takes and answers what is still arriving (issue 36).
 *
 * Call before the app is ready (it adds hooks); `close()` replaces `app.close()`.
 */
export function gracefulShutdown(app: App, graceMs: number) {
  let draining = false;
  const inFlight = new Set<FastifyReply>();
  refuseFirstWhile(app.server, () => draining);
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
  /**
   * When the grace period is over: every request still unanswered gets 503 with
   * `Connection: close` (its work may or may not have been done; the client is told to ask
   * again), instead of the reset the process's exit would give it. An answer still streaming
   * is cut, never ended: its chunked body then lacks the last chunk, so the client knows the
   * download is incomplete (decision 0255). Returns how many of each.
   */
  const refuseUnfinished = () => {
    const refused = unanswered();
    for (const reply of refused) reply.raw.writeHead(503, REFUSAL_HEADERS).end(REFUSAL);
    const cut = streaming();
    for (const reply of cut) reply.raw.destroy();
    return { refused: refused.length, cut: cut.length };
  };
  return {
    refuseUnfinished,
    /**
     * The grace timer's last step before the exit: `refuseUnfinished()`, then at most `ms` of
     * turns of the event loop in which connections still in the listen backlog are taken and
     * what they sent is read and refused, until nothing more arrives (connections.ts `settle`).
     */
    async finish(ms: number): Promise<{ refused: number; cut: number }> {
      draining = true;
      const done = refuseUnfinished();
      await connections.settle(ms);
      return done;
    },
    async close() {
      draining = true;
      app.server.closeIdleConnections = () => {};
      const reaper = setInterval(connections.closeIdle, lookMs);
      try {
        await lingerUntilQuiet(connections, () => unanswered().length, lookMs, graceMs / 2);
        await connections.closeListener();
        await app.close();
      } finally {
        clearInterval(reaper);
      }
    },
  };
}

function refuse(reply: FastifyReply) {
  return reply.code(503).headers(REFUSAL_HEADERS).send({ message: SHUTTING_DOWN_MESSAGE });
}

/** Puts a 503 in front of the server's own request handling (Fastify's) while `refusing()`. */
function refuseFirstWhile(server: http.Server, refusing: () => boolean) {
  const handlers = server.listeners('request') as http.RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (refusing()) response.writeHead(503, REFUSAL_HEADERS).end(REFUSAL);
    else for (const handle of handlers) handle.call(server, request, response);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once two looks `lookMs` apart found no request waiting for its answer and no
 * connection accepted since the look before, or at `maxMs`. Each look is taken after the event
 * loop's I/O phase, so a connection taken from the backlog by then counts.
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
