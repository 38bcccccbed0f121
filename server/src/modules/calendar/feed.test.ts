import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';
import { mailConfig } from '../../../test/mail-kit';
import { parseIcs } from '../../../test/ics-kit';

// Issue 14: GET /api/calendar/{token}.ics — the owner's live bookings from 30 days ago to a
// year ahead (pending TENTATIVE, cancelled dropped), ETag and If-None-Match, a new link
// revokes the old one at once, and every wrong token is the same 404.
let ctx: TestContext;
let room: number;
const cookies: Partial<Record<keyof typeof DEMO, string>> = {};
beforeAll(async () => {
  ctx = await createTestApp({ config: mailConfig(undefined) });
  room = await createTestRoom(ctx.database, 'Feed Room');
  for (const who of ['faculty', 'clubs', 'rbAdmin'] as const) cookies[who] = await loginAs(ctx.app, DEMO[who]);
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST', url: string, who?: keyof typeof DEMO, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { ...headers, ...(who ? { cookie: cookies[who] } : {}) } });
const pathOf = (url: string) => new URL(url).pathname;
const bookIn = (who: keyof typeof DEMO, date: string, start: string, end: string, purpose: string) =>
  bookRoom(ctx.app, cookies[who]!, { room_id: room, start_time: at(date, start), end_time: at(date, end), purpose });
async function newLink(who: keyof typeof DEMO, room?: number) {
  const res = await inject('POST', room ? `/api/admin/rooms/${room}/calendar-feed` : '/api/me/calendar-feed', who);
  expect(res.statusCode).toBe(201);
  return pathOf(res.json().url);
}
/** The UIDs of `email`'s live bookings (or a room's) the feed must list. */
async function expectedUids(filter: { email?: string; roomId?: number }) {
  const day = 86_400_000;
  const rows = await ctx.app.db
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select('b.id')
    .$if(filter.email !== undefined, (q) => q.where('u.email', '=', filter.email!))
    .$if(filter.roomId !== undefined, (q) => q.where('b.room_id', '=', filter.roomId!))
    .where('b.status', 'in', ['pending', 'confirmed'])
    .where('b.start_time', '>=', new Date(TEST_NOW.getTime() - 30 * day))
    .where('b.start_time', '<', new Date(TEST_NOW.getTime() + 365 * day))
    .execute();
  return rows.map((r) => `booking-${r.id}@rooms.campus.example`).sort();
}

it("lists only the owner's live bookings in the window, pending as TENTATIVE, with ETag and Cache-Control", async () => {
  const mine = await bookIn('faculty', '2026-03-20', '10:00', '11:00', 'Feed check');
  await bookIn('clubs', '2026-03-20', '12:00', '13:00', 'Not in the faculty feed');
  const link = await newLink('faculty');
  expect(link).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const res = await inject('GET', link);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, max-age=300');
  expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  // RFC 5545: every line ends with CRLF, END:VCALENDAR too (issue 36).
  expect(res.body.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
  const feed = parseIcs(res.body);
  expect(feed.name).toBe('Room bookings of Rahul Verma');
  expect(feed.method).toBeNull();
  expect(feed.events.map((e) => e.uid).sort()).toEqual(await expectedUids({ email: DEMO.faculty }));
  const id = mine.json().booking.id;
  expect(feed.events.find((e) => e.uid === `booking-${id}@rooms.campus.example`)).toMatchObject({
    status: 'TENTATIVE',
    summary: 'Feed check',
    location: 'Feed Room (Academic Block A)',
    start: new Date(at('2026-03-20', '10:00')),
  });
  expect(feed.events.every((e) => e.summary !== 'Not in the faculty feed')).toBe(true);

  // Unchanged: 304 with no body. Changed (a cancel): a new ETag, and the cancelled one is gone.
  const again = await inject('GET', link, undefined, { 'if-none-match': res.headers.etag as string });
  expect([again.statusCode, again.body]).toEqual([304, '']);
  // No Content-Length: some HTTP clients would wait for the 4 bytes a serialized null announced.
  expect([again.headers['content-length'], again.headers.etag]).toEqual([undefined, res.headers.etag]);
  await ctx.app.inject({ method: 'DELETE', url: `/api/faculty/bookings/${id}`, headers: { cookie: cookies.faculty } });
  const changed = await inject('GET', link, undefined, { 'if-none-match': res.headers.etag as string });
  expect(changed.statusCode).toBe(200);
  expect(parseIcs(changed.body).events.map((e) => e.uid)).not.toContain(`booking-${id}@rooms.campus.example`);
});

it("the ETag follows what the text shows: the same while nothing changes, new when a room's or the owner's name changes", async () => {
  await bookIn('faculty', '2026-03-21', '10:00', '11:00', 'In a room that is renamed');
  const link = await newLink('faculty');
  const first = await inject('GET', link);
  const again = await inject('GET', link);
  expect([again.headers.etag, again.body]).toEqual([first.headers.etag, first.body]);
  const rename = (name: string) => ctx.app.db.updateTable('rooms').set({ room_name: name }).where('id', '=', room).execute();
  await rename('Feed Room Renamed');
  const renamed = await inject('GET', link, undefined, { 'if-none-match': first.headers.etag as string });
  expect(renamed.statusCode).toBe(200);
  expect(renamed.headers.etag).not.toBe(first.headers.etag);
  expect(parseIcs(renamed.body).events.map((e) => e.location)).toContain('Feed Room Renamed (Academic Block A)');
  await rename('Feed Room');
  expect((await inject('GET', link)).headers.etag).toBe(first.headers.etag);
  await ctx.app.db.updateTable('users').set({ name: 'Rahul K. Verma' }).where('email', '=', DEMO.faculty).execute();
  const owner = await inject('GET', link, undefined, { 'if-none-match': first.headers.etag as string });
  expect([owner.statusCode, parseIcs(owner.body).name]).toEqual([200, 'Room bookings of Rahul K. Verma']);
  await ctx.app.db.updateTable('users').set({ name: 'Rahul Verma' }).where('email', '=', DEMO.faculty).execute();
});

it('a new link makes the old URL 404 at once; the link itself is shown only when created', async () => {
  const old = await newLink('clubs');
  expect((await inject('GET', old)).statusCode).toBe(200);
  const fresh = await newLink('clubs');
  expect((await inject('GET', old)).json()).toEqual({ message: 'Calendar feed not found' });
  expect((await inject('GET', old)).statusCode).toBe(404);
  expect((await inject('GET', fresh)).statusCode).toBe(200);
  expect((await inject('GET', '/api/me/calendar-feed', 'clubs')).json()).toEqual({ url: null, created_at: '2026-03-04T09:30:00+05:30' });
  expect((await inject('GET', '/api/me/calendar-feed', 'rbAdmin')).json()).toEqual({ url: null, created_at: null });
  expect((await inject('GET', '/api/me/calendar-feed')).statusCode).toBe(401);
});

it.each([
  ['a guessed well-formed token', `${'A'.repeat(43)}`],
  ['a short token', 'abc'],
  ['a token of another shape', 'not-a-token-at-all_0123456789'],
  ['a percent-encoded NUL', 'x%00y'],
  ['a dot-dot', '..'],
  ['an escape character the text rule refuses', 'abc%1Bdef'],
])('%s is 404 like any unknown token', async (_name, token) => {
  const res = await inject('GET', `/api/calendar/${token}.ics`);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'Calendar feed not found' });
});

it("an administrator's room feed lists that room's live bookings with who booked them; only while they manage rooms", async () => {
  const link = await newLink('rbAdmin', room);
  const feed = parseIcs((await inject('GET', link)).body);
  expect(feed.name).toBe('Bookings of Feed Room');
  expect(feed.events.map((e) => e.uid).sort()).toEqual(await expectedUids({ roomId: room }));
  expect(feed.events.map((e) => e.summary)).toContain('Not in the faculty feed (Robotics Club)');
  expect((await inject('POST', `/api/admin/rooms/${room}/calendar-feed`, 'faculty')).statusCode).toBe(403);
  expect((await inject('POST', '/api/admin/rooms/987654/calendar-feed', 'rbAdmin')).statusCode).toBe(404);
  expect((await inject('GET', `/api/admin/rooms/${room}/calendar-feed`, 'rbAdmin')).json().created_at).toEqual(expect.any(String));
  await ctx.app.db
    .updateTable('users')
    .set({ access: ['rb_faculty'] })
    .where('email', '=', DEMO.rbAdmin)
    .execute();
  expect((await inject('GET', link)).statusCode).toBe(404);
  await ctx.app.db
    .updateTable('users')
    .set({ access: ['rb_admin'] })
    .where('email', '=', DEMO.rbAdmin)
    .execute();
});
