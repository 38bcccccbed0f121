import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxBacklog } from './metrics-queries';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A stream held open for minutes (the notification stream): counted, but kept out of the latency histogram. */
    longLived?: boolean;
  }
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app, so tests' apps never share counters). */
    metrics: Registry;
  }
}

export const METRICS_PATH = '/metrics';

/**
 * The route's template (`/api/faculty/bookings/:id`), never the raw URL: bounded label values.
 * Outside /api the routes are the client's files, one per file with a name hashed per build:
 * they are one value, "static", so that a build adds no series (issue 36, promtool).
 */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  return route === METRICS_PATH || route === '/api' || route.startsWith('/api/') ? route : 'static';
}

/** prom-client's gauges that are named like counters (`…_total`); promtool refuses them. */
const GAUGES_NAMED_TOTAL = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/**
 * Node's process metrics (CPU, memory, event loop lag, GC, handles), prefixed `crb_`, without
 * the three gauges named `…_total`: the same counts stay, by type, in `crb_nodejs_active_handles`,
 * `…_requests` and `…_resources` (their sum is the total).
 */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry, prefix: 'crb_' });
  for (const name of GAUGES_NAMED_TOTAL) registry.removeSingleMetric(`crb_${name}`);
}

function requestMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'crb_http_requests_total',
    help: 'HTTP requests answered, by route',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'crb_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    // A stream's duration is how long a tab stayed open, not how fast the server answered.
    if (!request.routeOptions.config.longLived) latency.observe(labels, reply.elapsedTime / 1000);
  });
}

function databaseMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'crb_db_pool_connections',
    help: 'PostgreSQL connection pool: its limit (max), open connections (total), idle ones and queries waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  // One query per scrape fills both outbox gauges: the first one's collect (prom-client awaits
  // it) also sets the second, which is registered after it and so read after it.
  const messages: Gauge<'outbox' | 'status'> = new Gauge({
    name: 'crb_outbox_messages',
    help: 'Outbox rows waiting to be delivered (pending) or given up after retries (failed)',
    labelNames: ['outbox', 'status'],
    registers: [registry],
    async collect() {
      try {
        for (const row of await outboxBacklog(app.db, app.now())) {
          messages.set({ outbox: row.outbox, status: 'pending' }, row.pending);
          messages.set({ outbox: row.outbox, status: 'failed' }, row.failed);
          oldest.set({ outbox: row.outbox }, row.oldestPendingSeconds);
        }
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: outbox backlog unreadable');
      }
    },
  });
  const oldest = new Gauge({
    name: 'crb_outbox_oldest_pending_seconds',
    help: 'Age of the oldest undelivered outbox row (0 when none waits)',
    labelNames: ['outbox'],
    registers: [registry],
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time check of `Authorization: Bearer <METRICS_TOKEN>`. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * Prometheus metrics (issue 16): requests and latency per route, the PostgreSQL pool, the
 * outbox backlog and failures. GET /metrics is served on the main port only when
 * METRICS_TOKEN is set, to a bearer of that token; METRICS_PORT serves it without a token on
 * a port of its own (listenMetrics), for a monitoring network the public cannot reach.
 */
export function installMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  app.decorate('metrics', registry);
  requestMetrics(app, registry);
  databaseMetrics(app, registry);
  const token = app.config.metricsToken;
  if (!token) return;
  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: async (request, reply) => {
        if (bearerMatches(request.headers.authorization, token)) return;
        await reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'A valid metrics token is required.' });
      },
    },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
}

/** Serves GET /metrics (nothing else) on its own port; resolves with the server once it listens. */
export async function listenMetrics(registry: Registry, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
