import Fastify from 'fastify';
import { sql } from 'kysely';
import { installErrorHandler } from '../src/plugins/errors';
import { fingerprint } from './db-fingerprint';
import { createTestApp, DEMO, loginAs, type TestContext } from './helpers';

/**
 * Issue 16, finding 2: one rule for every text field, applied by the validation plugin to
 * every string of every request (contracts/text-rule.ts). Each case below was a 500 (NUL
 * reached the database: SQLSTATE 22021) or was stored as sent (control characters and bidi
 * overrides in names) before the rule existed.
 */
let ctx: TestContext;
let admin: string;
let faculty: string;
let userId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.superAdmin);
  faculty = await loginAs(ctx.app, DEMO.faculty);
  userId = (await ctx.app.db.selectFrom('users').select('id').where('email', '=', DEMO.clubs).executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const room = { room_name: 'Text Rule Lab', block_id: 1, features: ['Projector'], access: [] };
const person = { name: 'Robotics Club', email: DEMO.clubs, department: null, designation: null, phone: null, access: ['rb_clubs'] };
const guest = { customer_name: 'Suresh Verma', age: 50, relation_with_student: 'Father', check_in: '2026-03-10', check_out: '2026-03-11' };
const slot = { room_id: 2, start_time: '2026-03-20T21:00:00+05:30', end_time: '2026-03-20T22:00:00+05:30' };
const CONTROL = 'cannot contain control characters';
const BIDI = 'cannot contain bidirectional text controls';

type Case = [what: string, method: 'GET' | 'POST', url: string, payload: object | undefined, message: string];
const cases: Case[] = [
  ['a NUL in the demo sign-in e-mail (anonymous)', 'POST', '/api/auth/demo', { email: 'a\u0000b@x' }, `Email ${CONTROL}`],
  ['a NUL in the Manage Bookings search', 'GET', '/api/admin/bookings?search=%00', undefined, `Search ${CONTROL}`],
  ['a NUL in the Manage Users name filter', 'GET', '/api/admin/users?name=%00', undefined, `Name ${CONTROL}`],
  ['a NUL in the Manage Rooms features filter', 'GET', '/api/admin/rooms?features=a%00', undefined, `Features ${CONTROL}`],
  ['a bell in a room name', 'POST', '/api/admin/rooms', { ...room, room_name: 'Lab\u0007' }, `Room name ${CONTROL}`],
  ['a right-to-left override in a room name', 'POST', '/api/admin/rooms', { ...room, room_name: '\u202ebaL' }, `Room name ${BIDI}`],
  ['a NUL in a room feature', 'POST', '/api/admin/rooms', { ...room, features: ['Pro\u0000jector'] }, `Features ${CONTROL}`],
  ['a line break in a room feature', 'POST', '/api/admin/rooms', { ...room, features: ['Two\nlines'] }, `Features ${CONTROL}`],
  ['a NUL in a user name', 'POST', '/api/admin/user/:id', { ...person, name: 'Robotics\u0000Club' }, `Name ${CONTROL}`],
  ['an isolate in a user name', 'POST', '/api/admin/user/:id', { ...person, name: 'Robotics\u2067Club' }, `Name ${BIDI}`],
  ['a DEL in a department', 'POST', '/api/admin/user/:id', { ...person, department: 'Arts\u007f' }, `Department ${CONTROL}`],
  ['a half surrogate pair in a user name', 'POST', '/api/admin/user/:id', { ...person, name: 'Robotics \ud83d' }, 'Name is not valid text'],
  [
    'a C1 control in a guest name',
    'POST',
    '/api/igh/booking_requests',
    { ...guest, customer_name: 'Suresh\u0085' },
    `Customer name ${CONTROL}`,
  ],
  [
    'an override in a guest name',
    'POST',
    '/api/igh/booking_requests',
    { ...guest, customer_name: 'Suresh\u202e' },
    `Customer name ${BIDI}`,
  ],
  [
    'a tab in a relation',
    'POST',
    '/api/igh/booking_requests',
    { ...guest, relation_with_student: 'Fa\tther' },
    `Relation with student ${CONTROL}`,
  ],
  ['a NUL in a purpose', 'POST', '/api/faculty/bookroom', { ...slot, purpose: 'Board\u0000meeting' }, `Purpose ${CONTROL}`],
  ['an escape in a purpose', 'POST', '/api/faculty/bookroom', { ...slot, purpose: 'Board \u001b[31m' }, `Purpose ${CONTROL}`],
  // Issue 36: purpose and reason reach mail, calendar titles and CSV, so they refuse bidi controls too.
  ['an override in a purpose', 'POST', '/api/faculty/bookroom', { ...slot, purpose: 'Meet \u202egnp.exe' }, `Purpose ${BIDI}`],
  ['an isolate in a purpose', 'POST', '/api/faculty/bookroom', { ...slot, purpose: 'Meet \u2066x\u2069' }, `Purpose ${BIDI}`],
  [
    'an override in a decision reason',
    'POST',
    '/api/room_booking/grant_approval',
    { request_id: 1, status: 'rejected', reason: 'No \u202d' },
    `Reason ${BIDI}`,
  ],
  [
    'an embedding in a bulk reason',
    'POST',
    '/api/admin/bookings/bulk',
    { ids: [1], action: 'cancel', reason: 'x\u202a' },
    `Reason ${BIDI}`,
  ],
];

describe('text fields refuse control characters with 400 and change nothing', () => {
  it.each(cases)('%s', async (_what, method, url, payload, message) => {
    const before = await fingerprint(ctx.app.db);
    const cookie = url.startsWith('/api/faculty') || url.startsWith('/api/igh') ? faculty : admin;
    const res = await ctx.app.inject({ method, url: url.replace(':id', String(userId)), payload, headers: { cookie } });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    expect(await fingerprint(ctx.app.db)).toEqual(before);
  });
});

describe('what text fields still take', () => {
  it('a multi-line purpose keeps its line breaks and tabs', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/faculty/bookroom',
      headers: { cookie: faculty },
      payload: { ...slot, purpose: 'Agenda:\n\t1. Budget\r\n\t2. Rooms' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.purpose).toBe('Agenda:\n\t1. Budget\r\n\t2. Rooms');
  });

  it('names in any script, emoji and right-to-left letters (no controls)', async () => {
    const name = 'Ānanya Rāo नमस्ते مرحبا 😀';
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/user/${userId}`,
      headers: { cookie: admin },
      payload: { ...person, name },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe(name);
  });
});

it('a NUL that reaches the database anyway (SQLSTATE 22021) answers 400, not 500', async () => {
  // Defence in depth: a query outside any schema, through the API's error handler.
  const probe = Fastify({ logger: false });
  installErrorHandler(probe);
  probe.get('/probe', async () => (await sql`select ${'a\u0000b'}::text as t`.execute(ctx.app.db)).rows);
  const res = await probe.inject({ method: 'GET', url: '/probe' });
  await probe.close();
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 400,
    body: { message: 'A value in the request is out of range or malformed.' },
  });
});
