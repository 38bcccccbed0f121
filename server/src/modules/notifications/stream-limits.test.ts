import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UNREAD_STREAM } from '../../contracts/notification-stream';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

// Issue 36: one session held 200 notification streams; now at most UNREAD_STREAM.maxPerSession
// (the next answers 429), and a stream ends when its session is revoked.
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
});
afterAll(() => ctx.close());

/** A stream request: its status, its JSON body when refused, and a promise of its end. */
async function connect(cookie: string) {
  const req = http.get(`${base}${UNREAD_STREAM.path}`, { headers: { cookie } });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.once('response', resolve).once('error', reject));
  res.setEncoding('utf8');
  let body = '';
  const ended = new Promise<void>((resolve) => res.once('close', resolve));
  res.on('data', (chunk: string) => (body += chunk));
  return { status: res.statusCode, ended, body: async () => (await ended, body), close: () => req.destroy() };
}

it(`holds at most ${UNREAD_STREAM.maxPerSession} streams per session; the next gets 429 with a clear message`, async () => {
  const cookie = await loginAs(ctx.app, DEMO.dean);
  const open = await Promise.all(Array.from({ length: UNREAD_STREAM.maxPerSession }, () => connect(cookie)));
  try {
    expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
    const refused = await connect(cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.body())).toEqual({ message: UNREAD_STREAM.tooMany });
    // Another sign-in of the same person is another session, with streams of its own.
    const other = await connect(await loginAs(ctx.app, DEMO.dean));
    expect(other.status).toBe(200);
    other.close();
  } finally {
    open.forEach((s) => s.close());
  }
});

it('ends the streams of a session when it is signed out, and only those', async () => {
  const [gone, kept] = [await loginAs(ctx.app, DEMO.faculty), await loginAs(ctx.app, DEMO.faculty)];
  const [doomed, staying] = [await connect(gone), await connect(kept)];
  try {
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: gone } });
    expect(out.statusCode).toBeLessThan(300);
    await doomed.ended;
    const stillOpen = await Promise.race([staying.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 1_500))]);
    expect(stillOpen).toBe('open');
  } finally {
    doomed.close();
    staying.close();
  }
});
