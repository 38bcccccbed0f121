import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Registry } from 'prom-client';
import { createTestApp, DEMO, loginAs, testPostgresUrl, type TestContext } from '../../test/helpers';
import { collectProcessMetrics, listenMetrics, portOf } from './metrics';

// Issue 16: /metrics in Prometheus format, only with METRICS_TOKEN or on METRICS_PORT.

const TOKEN = 'metrics-token-0123456789';
let open: TestContext;
let guarded: TestContext;
beforeAll(async () => {
  open = await createTestApp({ seed: false });
  guarded = await createTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => Promise.all([open?.close(), guarded?.close()]));

const scrape = async (ctx: TestContext) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

/** The value of one sample line, e.g. crb_http_requests_total{method="GET",…}. */
function sample(body: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = body.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('who may read /metrics', () => {
  it('is not served on the main port without METRICS_TOKEN', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('crb_');
  });

  it.each([
    ['no Authorization header', {}],
    ['another token', { authorization: 'Bearer metrics-token-0123456780' }],
    ['the token without "Bearer"', { authorization: TOKEN }],
    ['a prefix of the token', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
  ])('answers 401 to %s', async (_case, headers) => {
    const res = await guarded.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ message: 'A valid metrics token is required.' });
  });

  it('serves the metrics to the bearer of METRICS_TOKEN', async () => {
    expect(await scrape(guarded)).toContain('# TYPE crb_http_requests_total counter');
  });

  describe('on METRICS_PORT', () => {
    let server: http.Server;
    beforeAll(async () => {
      server = await listenMetrics(open.app.metrics, 0, '127.0.0.1');
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('serves GET /metrics without a token, and nothing else', async () => {
      const base = `http://127.0.0.1:${portOf(server)}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE crb_http_request_duration_seconds histogram');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    });
  });
});

describe('what /metrics counts', () => {
  it('counts requests and their latency per route template and status, not per URL', async () => {
    const cookie = await loginAs(guarded.app, DEMO.faculty);
    const labels = { method: 'DELETE', route: '/api/faculty/bookings/:id', status_code: '404' };
    const before = sample(await scrape(guarded), 'crb_http_requests_total', labels) ?? 0;
    for (const id of [999991, 999992, 999993]) {
      const res = await guarded.app.inject({ method: 'DELETE', url: `/api/faculty/bookings/${id}`, headers: { cookie } });
      expect(res.statusCode).toBe(404);
    }
    const body = await scrape(guarded);
    expect(sample(body, 'crb_http_requests_total', labels)).toBe(before + 3);
    expect(sample(body, 'crb_http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(body, 'crb_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    // Only the URL's path may not appear; a duration sum can legitimately contain those digits.
    expect(body).not.toContain('/api/faculty/bookings/99999');
    expect(body).not.toContain('route="/metrics"');
  });

  it('reports the outbox backlog: pending and failed mail, and the oldest pending age', async () => {
    // A faculty request tells the approvers: their mails are queued in the same transaction.
    const cookie = await loginAs(guarded.app, DEMO.faculty);
    const booked = await guarded.app.inject({
      method: 'POST',
      url: '/api/faculty/bookroom',
      headers: { cookie },
      payload: { room_id: 2, start_time: '2026-03-25T21:00:00+05:30', end_time: '2026-03-25T22:00:00+05:30', purpose: 'Metrics check' },
    });
    expect(booked.statusCode).toBe(201);
    const db = guarded.app.db;
    const queued = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').orderBy('id').execute();
    expect(queued.length).toBeGreaterThanOrEqual(1);
    await db.updateTable('mail_outbox').set({ status: 'failed' }).where('id', '=', queued[0].id).execute();
    await db
      .updateTable('mail_outbox')
      .set({ created_at: new Date(guarded.clock.now.getTime() - 90_000) })
      .execute();
    const count = async (status: 'pending' | 'failed') =>
      Number(
        (
          await db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const body = await scrape(guarded);
    expect(sample(body, 'crb_outbox_messages', { outbox: 'mail', status: 'failed' })).toBe(await count('failed'));
    expect(sample(body, 'crb_outbox_messages', { outbox: 'mail', status: 'pending' })).toBe(await count('pending'));
    expect(await count('failed')).toBeGreaterThanOrEqual(1);
    const oldest = sample(body, 'crb_outbox_oldest_pending_seconds', { outbox: 'mail' });
    expect(oldest).toBe((await count('pending')) > 0 ? 90 : 0);
  });

  it('reports the PostgreSQL pool (limit, open, idle, waiting)', async () => {
    const body = await scrape(guarded);
    const max = sample(body, 'crb_db_pool_connections', { state: 'max' });
    if (!testPostgresUrl()) return expect(max).toBeUndefined();
    expect(max).toBeGreaterThan(0);
    expect(sample(body, 'crb_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'crb_db_pool_connections', { state: 'waiting' })).toBe(0);
  });
});

// Issue 36: what `promtool check metrics` refused, and a route label per hashed client file.
describe('what promtool checks', () => {
  /** Metric names whose type contradicts their name: gauges named `…_total`, counters not. */
  const misnamed = (body: string) =>
    [...body.matchAll(/^# TYPE (\S+) (\w+)$/gm)]
      .filter(([, name, type]) => (type === 'gauge' && name.endsWith('_total')) || (type === 'counter' && !name.endsWith('_total')))
      .map(([, name, type]) => `${name} (${type})`);

  it("names no gauge like a counter, Node's process metrics included", async () => {
    const registry = new Registry();
    collectProcessMetrics(registry);
    const body = await registry.metrics();
    expect(body).toContain('# TYPE crb_nodejs_active_handles gauge');
    expect(misnamed(body)).toEqual([]);
    expect(misnamed(await scrape(guarded))).toEqual([]);
  });

  describe("the client's files", () => {
    let withClient: TestContext;
    beforeAll(async () => {
      const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-client-'));
      for (const file of ['index.html', 'main.3f9a1c.js', 'vendor.77e0b2.js']) fs.writeFileSync(path.join(clientDir, file), 'x');
      withClient = await createTestApp({ seed: false, config: { metricsToken: TOKEN, clientDir } });
    });
    afterAll(() => withClient?.close());

    it('are one route value, "static", so a new build adds no series', async () => {
      for (const url of ['/main.3f9a1c.js', '/vendor.77e0b2.js']) expect((await withClient.app.inject({ url })).statusCode).toBe(200);
      const body = await scrape(withClient);
      expect(sample(body, 'crb_http_requests_total', { route: 'static', status_code: '200' })).toBe(2);
      expect(body).not.toMatch(/route="\/(main|vendor)\./);
    });
  });
});
