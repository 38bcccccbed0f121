import type { FastifyReply } from 'fastify';
import type { App } from './app';

const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/** How long a connection without a request may stay open once draining began (at most). */
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
 *   and answered 503 (Connection: close), and those still without a request are closed every
 *   IDLE_LINGER_MS, by which time anything sent before the signal has been read.
 * - Answers to requests in flight say `Connection: close` too, so their clients send nothing
 *   more on a connection that is about to close.
 *
 * Call before the app is ready (it adds a hook); `close()` replaces `app.close()`.
 */
export function gracefulShutdown(app: App, graceMs: number): { close(): Promise<void>; refuseUnfinished(): number } {
  let draining = false;
  const inFlight = new Set<FastifyReply>();
  app.addHook('onRequest', async (_request, reply) => {
    inFlight.add(reply);
  });
  app.addHook('onResponse', async (_request, reply) => {
    inFlight.delete(reply);
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
        if (reply.sent || reply.raw.headersSent) continue;
        refused += 1;
        reply.raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8', connection: 'close', 'retry-after': '5' });
        reply.raw.end(JSON.stringify({ message: SHUTTING_DOWN_MESSAGE }));
      }
      return refused;
    },
    async close() {
      draining = true;
      const server = app.server;
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => {};
      // Reaped after the event loop's I/O phase (setImmediate): when a long synchronous stretch
      // (PGlite runs queries on this thread) delays the timer, requests that arrived meanwhile are
      // read first, which makes their connections busy rather than idle.
      const reaper = setInterval(() => setImmediate(closeIdle), Math.min(IDLE_LINGER_MS, graceMs / 4));
      try {
        await app.close();
      } finally {
        clearInterval(reaper);
      }
    },
  };
}
