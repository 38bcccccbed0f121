import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import { REQUEST_MESSAGES, type IghRequest } from '../../contracts/requests';

// PGlite start-up and seeding are slow on a busy machine.

let ctx: TestContext;
let igh: string;
let faculty: string;
beforeAll(async () => {
  ctx = await createTestApp();
  igh = await loginAs(ctx.app, DEMO.igh);
  faculty = await loginAs(ctx.app, DEMO.faculty);
});
afterAll(() => ctx.close());

const list = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/igh/booking_requests', headers: { cookie } });
const create = (cookie: string | undefined, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/igh/booking_requests', headers: cookie ? { cookie } : {}, payload });
const decide = (cookie: string, payload: object, url = '/api/igh/update_status/') =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const stored = (id: number) => ctx.database.db.selectFrom('igh_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditRows = (id: number) =>
  ctx.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'igh_request').where('entity_id', '=', String(id)).execute();
const countRequests = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('igh_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const userId = async (email: string) =>
  (await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

// TEST_NOW is Wed 2026-03-04 on campus.
const valid = { customer_name: 'Suresh Verma', age: 58, relation_with_student: 'Father', check_in: '2026-03-10', check_out: '2026-03-12' };

let filers = 0;
/** A pending request filed by a student of its own (a user may hold only 5 pending ones). */
async function freshPending(): Promise<IghRequest> {
  const email = `filer${++filers}@campus.example`;
  await ctx.database.db
    .insertInto('users')
    .values({ email, name: `Filer ${filers}`, access: [] })
    .execute();
  const res = await create(await loginAs(ctx.app, email), valid);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('POST /api/igh/booking_requests', () => {
  it("files a pending request in the signed-in student's name, with an audit row", async () => {
    const res = await create(faculty, { ...valid, customer_name: '  Suresh Verma ', check_in: '2026-03-04', check_out: '2026-03-04' });
    expect(res.statusCode).toBe(201);
    const data: IghRequest = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      student_name: 'Rahul Verma',
      student_email: DEMO.faculty,
      customer_name: 'Suresh Verma',
      age: 58,
      relation_with_student: 'Father',
      check_in: '2026-03-04',
      check_out: '2026-03-04',
      status: 'pending',
      reason: null,
    });
    expect((await stored(data.id)).created_by).toBe(await userId(DEMO.faculty));
    expect((await auditRows(data.id)).map((a) => a.action)).toEqual(['create']);
    expect((await list(igh)).json().data[0]).toEqual(data);
  });

  it('needs a session', async () => {
    expect((await create(undefined, valid)).statusCode).toBe(401);
  });

  it.each([
    [{ age: -1 }, 'age must be >= 0'],
    [{ age: 121 }, 'age must be <= 120'],
    [{ age: 'abc' }, 'age must be an integer'],
    [{ age: '30' }, 'age must be an integer'],
    [{ age: 30.5 }, 'age must be an integer'],
    [{ customer_name: '   ' }, REQUEST_MESSAGES.customerNameRequired],
    [{ customer_name: 'x'.repeat(101) }, 'customer_name must NOT have more than 100 characters'],
    [{ relation_with_student: '' }, REQUEST_MESSAGES.relationRequired],
    [{ check_in: '2026-03-03' }, REQUEST_MESSAGES.checkInPast],
    [{ check_out: '2026-03-09' }, REQUEST_MESSAGES.checkOutBeforeCheckIn],
    [{ check_in: '2026-02-30' }, REQUEST_MESSAGES.invalidDate('check_in')],
    [{ check_out: '10/03/2026' }, 'check_out must match pattern "^\\d{4}-\\d{2}-\\d{2}$"'],
    [{ check_out: '2026-04-10' }, REQUEST_MESSAGES.stayTooLong],
    [{ check_in: '2027-03-05', check_out: '2027-03-06' }, 'Check-in can be at most one year ahead (on or before 2027-03-04)'],
    [{ check_in: '9999-12-30', check_out: '9999-12-31' }, 'Check-in can be at most one year ahead (on or before 2027-03-04)'],
    [{ status: 'approved' }, 'Unknown field "status" in body'],
  ])('refuses %j with 400 and stores nothing', async (change, message) => {
    const before = await countRequests();
    const res = await create(faculty, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRequests()).toBe(before);
  });
});

describe('GET /api/igh/booking_requests', () => {
  it("lists every request newest first in SPEC.md's shape, with the stay dates", async () => {
    const res = await list(igh);
    expect(res.statusCode).toBe(200);
    const data: IghRequest[] = res.json().data;
    expect(data.length).toBeGreaterThanOrEqual(7);
    expect(data.map((r) => r.id)).toEqual([...data.map((r) => r.id)].sort((a, b) => b - a));
    expect(data.find((r) => r.student_name === 'Aditya Rao')).toEqual({
      id: expect.any(Number),
      student_name: 'Aditya Rao',
      student_email: 'aditya.rao@campus.example',
      customer_name: 'Suresh Rao',
      age: 52,
      relation_with_student: 'Father',
      check_in: '2026-03-04',
      check_out: '2026-03-06',
      status: 'pending',
      reason: null,
    });
    expect(new Set(data.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
  });

  it('is for the guest-house role and super admins only', async () => {
    expect((await list(await loginAs(ctx.app, DEMO.superAdmin))).statusCode).toBe(200);
    expect((await list(await loginAs(ctx.app, DEMO.dean))).statusCode).toBe(403);
    expect((await list(faculty)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/igh/booking_requests' })).statusCode).toBe(401);
  });
});

describe('POST /api/igh/update_status/', () => {
  it('approves a pending request, recording who and when in the row and the audit log', async () => {
    const request = await freshPending();
    const res = await decide(igh, { request_id: request.id, status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...request, status: 'approved' });
    expect(await stored(request.id)).toMatchObject({ status: 'approved', decided_by: await userId(DEMO.igh), decided_at: TEST_NOW });
    const audit = await auditRows(request.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve']);
    expect(audit[1]).toMatchObject({ actor_id: await userId(DEMO.igh), before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('rejects through the path without the trailing slash too', async () => {
    const request = await freshPending();
    const res = await decide(igh, { request_id: request.id, status: 'rejected' }, '/api/igh/update_status');
    expect(res.statusCode).toBe(200);
    expect((await stored(request.id)).status).toBe('rejected');
  });

  it('answers 409 when deciding twice, 404 for an unknown id, 403 for a dean', async () => {
    const request = await freshPending();
    expect((await decide(igh, { request_id: request.id, status: 'approved' })).statusCode).toBe(200);
    const again = await decide(igh, { request_id: request.id, status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DECISION_MESSAGES.alreadyDecided('approved'));
    const unknown = await decide(igh, { request_id: 987654, status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DECISION_MESSAGES.ighNotFound);

    const other = await freshPending();
    const dean = await loginAs(ctx.app, DEMO.dean);
    expect((await decide(dean, { request_id: other.id, status: 'approved' })).statusCode).toBe(403);
    expect((await stored(other.id)).status).toBe('pending');
    expect(await stored(request.id)).toMatchObject({ status: 'approved' });
  });

  it.each([
    [(_id: number) => ({ status: 'approved' }), 'request_id is required'],
    [(_id: number) => ({ request_id: 'abc', status: 'approved' }), 'request_id must be an integer'],
    [(id: number) => ({ request_id: id, status: 'pending' }), 'status must be equal to one of the allowed values'],
  ])('refuses bad input %# with 400 and changes nothing', async (payload, message) => {
    const request = await freshPending();
    const res = await decide(igh, payload(request.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await stored(request.id)).status).toBe('pending');
    expect(await auditRows(request.id)).toHaveLength(1);
  });

  it('lets exactly one of twenty simultaneous decisions win', async () => {
    const request = await freshPending();
    const superAdmin = await loginAs(ctx.app, DEMO.superAdmin);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        decide(i % 2 ? igh : superAdmin, { request_id: request.id, status: i % 3 ? 'approved' : 'rejected' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect((await auditRows(request.id)).map((a) => a.action).filter((a) => a !== 'create')).toHaveLength(1);
  });
});
