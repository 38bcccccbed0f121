import { at, createTestRoom } from './booking-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from './helpers';
import { createUsers, httpTransport, injectTransport, listenOnLoopback, tally, type Transport } from './race-kit';

// Issue 7: 100 bookers racing for one slot and 20 approvers racing on one request, both
// in-process (app.inject) and over real HTTP connections. On PGlite the requests
// interleave between queries; on PostgreSQL (TEST_DATABASE_URL) the pool runs them on 20
// connections at once, so the exclusion constraint and the conditional updates decide.

const BOOKERS = 100;
const APPROVERS = 20;

let ctx: TestContext;
let transports: Transport[];
let bookerEmails: string[];
let approverEmails: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  // Half faculty, half clubs: both may book, neither is confirmed at once.
  bookerEmails = await createUsers(ctx.database, 'racer', BOOKERS, (i) => [i % 2 ? 'rb_clubs' : 'rb_faculty']);
  // Half deans who also run the guest house, half super admins: all may decide both kinds.
  approverEmails = await createUsers(ctx.database, 'approver', APPROVERS, (i) => (i % 2 ? ['super_admin'] : ['rb_dean', 'igh']));
  transports = [injectTransport(ctx.app), httpTransport(await listenOnLoopback(ctx.app), (email) => loginAs(ctx.app, email))];
});
afterAll(() => ctx.close());

const signInAll = (transport: Transport, emails: string[]) => Promise.all(emails.map((e) => transport.signIn(e)));

const liveBookings = (roomId: number) =>
  ctx.database.db
    .selectFrom('bookings')
    .select(['id', 'status'])
    .where('room_id', '=', roomId)
    .where('status', 'in', ['pending', 'confirmed'])
    .execute();

const auditRows = (entity: string, id: number) =>
  ctx.database.db.selectFrom('audit_log').select('action').where('entity', '=', entity).where('entity_id', '=', String(id)).execute();

/** The decision notifications of a request: who was told, of what (the booker, once). */
const decisionNotices = (entity: 'booking' | 'igh_request', id: number) =>
  ctx.database.db
    .selectFrom('notifications as n')
    .innerJoin('events as e', 'e.id', 'n.event_id')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.email', 'n.title'])
    .where('e.entity', '=', entity)
    .where('e.entity_id', '=', id)
    .where('e.kind', 'not in', ['booking.requested', 'igh.requested'])
    .execute();
const decisionTitle = (status: string) => (status === 'approved' ? 'Approved' : 'Rejected');

// Each transport gets its own days, so the two runs never meet.
describe.each([
  ['app.inject', 0, '2026-03-16'],
  ['real HTTP', 1, '2026-03-17'],
])('through %s', (_name, index, day) => {
  let transport: Transport;
  // Sessions are set-up, not the race: every racer signs in once per transport, before the tests.
  let bookers: string[];
  let approvers: string[];
  let faculty: string;
  beforeAll(async () => {
    transport = transports[index];
    [bookers, approvers, [faculty]] = await Promise.all([
      signInAll(transport, bookerEmails),
      signInAll(transport, approverEmails),
      signInAll(transport, [DEMO.faculty]),
    ]);
  });

  it(`${BOOKERS} bookers for the same room and time: exactly one 201, the rest 409, one live booking`, async () => {
    const room = await createTestRoom(ctx.database, `Race Room ${index}`);
    const slot = { room_id: room, start_time: at(day, '14:00'), end_time: at(day, '15:00') };
    const answers = await Promise.all(
      bookers.map((cookie, i) => transport.send(cookie, 'POST', '/api/faculty/bookroom', { ...slot, purpose: `Race ${i}` })),
    );
    expect(tally(answers)).toEqual({ 201: 1, 409: BOOKERS - 1 });
    for (const loser of answers.filter((a) => a.status === 409)) expect(loser.body.message).toMatch(/^This room is already booked/);
    const winner = answers.find((a) => a.status === 201)!.body.booking as { id: number };
    expect(await liveBookings(room)).toEqual([{ id: winner.id, status: 'pending' }]);
    expect(await auditRows('booking', winner.id)).toEqual([{ action: 'booking.create' }]);
  });

  it(`${APPROVERS} owners moving their bookings into the same free slot: exactly one 200, the rest 409`, async () => {
    const room = await createTestRoom(ctx.database, `Move Room ${index}`);
    const owners = bookers.slice(0, APPROVERS);
    const quarter = (i: number) => `${String(9 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
    const ids = await Promise.all(
      owners.map(async (cookie, i) => {
        const res = await transport.send(cookie, 'POST', '/api/faculty/bookroom', {
          room_id: room,
          start_time: at(day, quarter(i)),
          end_time: at(day, quarter(i + 1)),
          purpose: `Quarter ${i}`,
        });
        expect(res.status).toBe(201);
        return (res.body.booking as { id: number }).id;
      }),
    );
    const target = { start_time: at(day, '20:00'), end_time: at(day, '21:00'), purpose: 'Moved to the evening' };
    const answers = await Promise.all(owners.map((cookie, i) => transport.send(cookie, 'PUT', `/api/faculty/bookings/${ids[i]}`, target)));
    expect(tally(answers)).toEqual({ 200: 1, 409: APPROVERS - 1 });
    const moved = (answers.find((a) => a.status === 200)!.body.booking as { id: number }).id;
    const evening = (await liveBookings(room)).filter((b) => b.id === moved);
    expect(evening).toHaveLength(1);
    const rows = await ctx.database.db.selectFrom('bookings').select(['id', 'purpose']).where('room_id', '=', room).execute();
    expect(rows.filter((r) => r.purpose === target.purpose).map((r) => r.id)).toEqual([moved]);
  });

  it(`${APPROVERS} approvers on the same room request: exactly one winner, the rest 409, one notification to the booker`, async () => {
    const room = await createTestRoom(ctx.database, `Approval Room ${index}`);
    const created = await transport.send(faculty, 'POST', '/api/faculty/bookroom', {
      room_id: room,
      start_time: at(day, '10:00'),
      end_time: at(day, '11:00'),
      purpose: 'Awaiting a dean',
    });
    expect(created.status).toBe(201);
    const id = (created.body.booking as { id: number }).id;
    const answers = await Promise.all(
      approvers.map((cookie, i) =>
        transport.send(cookie, 'POST', '/api/room_booking/grant_approval', { request_id: id, status: i % 3 ? 'approved' : 'rejected' }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 1, 409: APPROVERS - 1 });
    const decided = (answers.find((a) => a.status === 200)!.body.data as { status: string }).status;
    const stored = await ctx.database.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.status).toBe(decided === 'approved' ? 'confirmed' : 'rejected');
    expect((await auditRows('booking', id)).filter((a) => a.action !== 'booking.create')).toHaveLength(1);
    expect(await decisionNotices('booking', id)).toEqual([{ email: DEMO.faculty, title: decisionTitle(decided) }]);
  });

  it(`${APPROVERS} approvers on the same guest-house request: exactly one winner, the rest 409, one notification to the student`, async () => {
    const created = await transport.send(faculty, 'POST', '/api/igh/booking_requests', {
      customer_name: 'Suresh Verma',
      age: 58,
      relation_with_student: 'Father',
      check_in: day,
      check_out: day,
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const answers = await Promise.all(
      approvers.map((cookie, i) =>
        transport.send(cookie, 'POST', '/api/igh/update_status/', { request_id: id, status: i % 3 ? 'approved' : 'rejected' }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 1, 409: APPROVERS - 1 });
    const decided = (answers.find((a) => a.status === 200)!.body.data as { status: string }).status;
    const stored = await ctx.database.db.selectFrom('igh_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.status).toBe(decided);
    expect((await auditRows('igh_request', id)).filter((a) => a.action !== 'create')).toHaveLength(1);
    expect(await decisionNotices('igh_request', id)).toEqual([{ email: DEMO.faculty, title: decisionTitle(decided) }]);
  });
});
