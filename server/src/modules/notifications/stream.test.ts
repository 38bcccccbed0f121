import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../app';
import { UNREAD_STREAM } from '../../contracts/notification-stream';
import { createTestApp, DEMO, loginAs, testConfig, type TestContext } from '../../../test/helpers';
import { at, createTestRoom } from '../../../test/booking-kit';

// GET /api/notifications/stream through a listening server: the unread count at once, and
// again when a change made by ANOTHER app on the same database (another server process)
// notifies the user or their marks change it; SIGTERM's close is not held up by open streams.
let ctx: TestContext;
let other: App;
let base: string;
let room: number;
let dean: string;
let faculty: string;
beforeAll(async () => {
  ctx = await createTestApp();
  other = await buildApp(testConfig(), { database: ctx.database, now: () => ctx.clock.now, logger: false });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
  room = await createTestRoom(ctx.database, 'Stream Room');
  dean = await loginAs(ctx.app, DEMO.dean);
  faculty = await loginAs(ctx.app, DEMO.faculty);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

/** An open stream (a plain socket per stream, closed by close()): `next()` waits for its next event. */
async function openStream(cookie: string) {
  const req = http.get(`${base}${UNREAD_STREAM.path}`, { headers: { cookie } });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.once('response', resolve).once('error', reject));
  res.setEncoding('utf8');
  let buffer = '';
  let ended = false;
  let wake = () => {};
  res.on('data', (chunk: string) => {
    buffer += chunk;
    wake();
  });
  res.once('close', () => {
    ended = true;
    wake();
  });
  async function next(): Promise<{ event: string; unread: number } | 'ended'> {
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.+)$/m.exec(frame)?.[1];
        const data = /^data: (.+)$/m.exec(frame)?.[1];
        if (event && data) return { event, unread: JSON.parse(data).unread };
        continue; // retry: and keep-alive comments
      }
      if (ended) return 'ended';
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  return { status: res.statusCode, type: res.headers['content-type'], next, close: () => req.destroy() };
}

const unreadOf = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=1', headers: { cookie } })).json().unread as number;

describe('GET /api/notifications/stream', () => {
  it("tells the dean's open tab of a request made through another server process", async () => {
    const stream = await openStream(dean);
    try {
      expect(stream.status).toBe(200);
      expect(stream.type).toMatch(/^text\/event-stream/);
      const before = await unreadOf(dean);
      expect(await stream.next()).toEqual({ event: UNREAD_STREAM.event, unread: before });
      const booked = await other.inject({
        method: 'POST',
        url: '/api/faculty/bookroom',
        headers: { cookie: faculty },
        payload: { room_id: room, start_time: at('2026-03-10', '10:00'), end_time: at('2026-03-10', '11:00'), purpose: 'Project review' },
      });
      expect(booked.statusCode).toBe(201);
      expect(await stream.next()).toEqual({ event: UNREAD_STREAM.event, unread: before + 1 });
    } finally {
      stream.close();
    }
  });

  it('tells the open tab of marks made in another tab, through another server process', async () => {
    const stream = await openStream(dean);
    try {
      expect(await stream.next()).toEqual({ event: UNREAD_STREAM.event, unread: await unreadOf(dean) });
      const marked = await other.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { cookie: dean },
        payload: { all: true },
      });
      expect(marked.statusCode).toBe(200);
      expect(await stream.next()).toEqual({ event: UNREAD_STREAM.event, unread: 0 });
    } finally {
      stream.close();
    }
  });

  it('tells a user only their own count', async () => {
    const facultyStream = await openStream(faculty);
    try {
      const own = await unreadOf(faculty);
      expect(await facultyStream.next()).toEqual({ event: UNREAD_STREAM.event, unread: own });
      // A request tells the deans, not the faculty member who made it: their stream stays quiet
      // while the dean's count (read through a stream of the dean's) moves.
      const deanStream = await openStream(dean);
      await deanStream.next();
      await other.inject({
        method: 'POST',
        url: '/api/faculty/bookroom',
        headers: { cookie: faculty },
        payload: { room_id: room, start_time: at('2026-03-10', '12:00'), end_time: at('2026-03-10', '13:00'), purpose: 'Lab meeting' },
      });
      expect(await deanStream.next()).toEqual(expect.objectContaining({ event: UNREAD_STREAM.event }));
      deanStream.close();
      // One check tells every connected user whose count changed, so the faculty member's
      // frame would have been written with the dean's: a moment for the socket is enough.
      const quiet = await Promise.race([facultyStream.next(), new Promise((r) => setTimeout(() => r('quiet'), 200))]);
      expect(quiet).toBe('quiet');
    } finally {
      facultyStream.close();
    }
  });

  it('answers 401 without a session', async () => {
    const res = await fetch(`${base}${UNREAD_STREAM.path}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it('ends open streams when the server closes, which does not wait for them; their time stays out of the latency histogram', async () => {
    const stream = await openStream(dean);
    await stream.next();
    const started = Date.now();
    await ctx.app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stream.next()).toBe('ended');
    const route = `/api${UNREAD_STREAM.path}`;
    const counted = await ctx.app.metrics.getSingleMetric('crb_http_requests_total')!.get();
    expect(counted.values.some((v) => v.labels.route === route && v.labels.status_code === '200')).toBe(true);
    const timed = await ctx.app.metrics.getSingleMetric('crb_http_request_duration_seconds')!.get();
    expect(timed.values.some((v) => v.labels.route === route)).toBe(false);
  });
});
