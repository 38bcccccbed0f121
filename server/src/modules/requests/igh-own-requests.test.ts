import { sql } from 'kysely';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { REQUEST_LIST } from '../../contracts/request-list';
import { REQUEST_MESSAGES, type IghRequest } from '../../contracts/requests';

// Issue 15: anyone signed in files guest-house requests and sees their own with the
// decision's reason; at most 5 pending per user; the operator's list never hides a pending one.
let ctx: TestContext;
let igh: string;
beforeAll(async () => {
  ctx = await createTestApp();
  igh = await loginAs(ctx.app, DEMO.igh);
});
afterAll(() => ctx.close());

let students = 0;
/** A signed-in student: a user with no roles. */
async function newStudent() {
  const email = `student${++students}@campus.example`;
  const user = await ctx.database.db
    .insertInto('users')
    .values({ email, name: `Student ${students}`, access: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, cookie: await loginAs(ctx.app, email) };
}

const stay = (n: number) => ({
  customer_name: `Guest ${n}`,
  age: 50,
  relation_with_student: 'Father',
  check_in: '2026-03-10',
  check_out: '2026-03-12',
});
const file = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/igh/booking_requests', headers: { cookie }, payload });
const mine = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/igh/my_requests', headers: { cookie } });

describe('a student and their guest-house requests', () => {
  it('files a request, sees it pending, then sees the decline and its reason', async () => {
    const student = await newStudent();
    const filed = await file(student.cookie, stay(1));
    expect(filed.statusCode).toBe(201);
    const id = filed.json().data.id;
    expect((await mine(student.cookie)).json().data).toEqual([expect.objectContaining({ id, status: 'pending', reason: null })]);

    const decline = await ctx.app.inject({
      method: 'POST',
      url: '/api/igh/update_status/',
      headers: { cookie: igh },
      payload: { request_id: id, status: 'rejected', reason: 'Fully booked for the convocation' },
    });
    expect(decline.statusCode).toBe(200);
    expect((await mine(student.cookie)).json().data[0]).toMatchObject({
      id,
      status: 'rejected',
      reason: 'Fully booked for the convocation',
    });

    // Nobody else's requests appear in the list.
    const other = await newStudent();
    expect((await mine(other.cookie)).json().data).toEqual([]);
  });

  it('holds at most 5 pending requests; a decision frees a place', async () => {
    const student = await newStudent();
    const ids: number[] = [];
    for (let n = 0; n < REQUEST_LIST.ownPendingIghMax; n++) {
      const res = await file(student.cookie, stay(n));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    const over = await file(student.cookie, stay(9));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(REQUEST_MESSAGES.tooManyPending);
    expect(over.json().message).toBe('You already have 5 pending guest-house requests; wait for a decision on one.');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/igh/update_status/',
      headers: { cookie: igh },
      payload: { request_id: ids[0], status: 'approved' },
    });
    expect((await file(student.cookie, stay(10))).statusCode).toBe(201);
  });

  it('20 simultaneous filings leave the student at 5 pending', async () => {
    const student = await newStudent();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => file(student.cookie, stay(n))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(15);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/igh/my_requests' })).statusCode).toBe(401);
  });
});

describe("the operator's list", () => {
  it('lists every one of 1,500 pending requests, and decided ones up to `history` with their total', async () => {
    const flooder = await newStudent();
    await sql`
      insert into igh_requests (created_by, student_name, student_email, customer_name, age, relation_with_student, check_in, check_out, status)
      select ${flooder.id}, 'Flood', 'flood@campus.example', 'Guest ' || g, 30, 'Friend', date '2026-04-01', date '2026-04-02',
        case when g <= 1500 then 'pending' else 'rejected' end
      from generate_series(1, 1650) g`.execute(ctx.database.db);
    const pending = await ctx.database.db
      .selectFrom('igh_requests')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .execute();
    expect(pending.length).toBeGreaterThan(1500);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/igh/booking_requests', headers: { cookie: igh } });
    const data: IghRequest[] = res.json().data;
    expect(data.filter((r) => r.status === 'pending').map((r) => r.id)).toEqual(pending.map((p) => p.id));
    expect(data.filter((r) => r.status !== 'pending')).toHaveLength(REQUEST_LIST.historyPage);
    expect(res.json().history_total).toBeGreaterThanOrEqual(150);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/igh/booking_requests?history=10000', headers: { cookie: igh } });
    expect(all.json().data.filter((r: IghRequest) => r.status !== 'pending')).toHaveLength(all.json().history_total);
  });
});
