import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { ROLES } from '../../contracts/roles';

let ctx: TestContext;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await loginAs(ctx.app, email);
});
afterAll(() => ctx.close());

const get = (url: string, cookie = cookies.superAdmin) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const faculty = {
  name: 'Rahul Verma',
  email: 'faculty@campus.example',
  department: 'Computer Science',
  designation: 'Assistant Professor',
  phone: '+91 80 4000 1004',
  access: ['rb_faculty'],
};

describe('who may manage users', () => {
  const routes = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/user/access/all'],
    ['POST', '/api/admin/user/4'],
  ] as const;

  it.each(routes)('%s %s answers 401 without a session', async (method, url) => {
    const res = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: faculty } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it.each(routes)('%s %s answers 403 to every role but super_admin', async (method, url) => {
    for (const role of ['rbAdmin', 'dean', 'faculty', 'clubs', 'igh']) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { cookie: cookies[role] },
        ...(method === 'POST' ? { payload: faculty } : {}),
      });
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
  });
});

describe('GET /api/admin/users', () => {
  it('pages all users ordered by name, with totals', async () => {
    const first = (await get('/api/admin/users?page=1&limit=10')).json();
    expect(first.meta).toEqual({ total: 18, page: 1, limit: 10 });
    expect(first.totalPages).toBe(2);
    expect(first.users).toHaveLength(10);
    const second = (await get('/api/admin/users?page=2&limit=10')).json();
    expect(second.users).toHaveLength(8);
    const names = [...first.users, ...second.users].map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(new Set([...first.users, ...second.users].map((u: { id: number }) => u.id)).size).toBe(18);
  });

  it('answers an empty page past the end with the real total', async () => {
    const body = (await get('/api/admin/users?page=3&limit=10')).json();
    expect(body).toEqual({ users: [], meta: { total: 18, page: 3, limit: 10 }, totalPages: 2 });
  });

  it('defaults to page 1 of 10 and sends each field', async () => {
    const body = (await get('/api/admin/users?email=FACULTY@')).json();
    expect(body.meta).toEqual({ total: 1, page: 1, limit: 10 });
    expect(body.users[0]).toEqual({
      id: expect.any(Number),
      ...faculty,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/),
      deactivated_at: null,
      google_linked: false,
    });
  });

  it('filters by case-insensitive substrings, combined', async () => {
    const dept = (await get('/api/admin/users?department=computer')).json();
    expect(dept.users.map((u: { name: string }) => u.name)).toEqual(['Karan Malhotra', 'Rahul Verma']);
    const both = (await get('/api/admin/users?department=computer&name=KARAN')).json();
    expect(both.meta.total).toBe(1);
    const none = (await get('/api/admin/users?name=zzz')).json();
    expect(none).toEqual({ users: [], meta: { total: 0, page: 1, limit: 10 }, totalPages: 0 });
  });

  it('takes % and _ in a filter literally and ignores blank filters', async () => {
    expect((await get('/api/admin/users?name=%25')).json().meta.total).toBe(0);
    expect((await get('/api/admin/users?name=_')).json().meta.total).toBe(0);
    expect((await get('/api/admin/users?name=%20%20&email=')).json().meta.total).toBe(18);
  });

  it.each([
    ['page=0', 'page must be >= 1'],
    ['page=-1', 'page must be >= 1'],
    ['page=x', 'page must be an integer'],
    ['limit=1000000', 'limit must be <= 100'],
    ['limit=0', 'limit must be >= 1'],
    ['sort=name', 'Unknown field "sort" in querystring'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await get(`/api/admin/users?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/admin/user/access/all', () => {
  it('lists the six role names', async () => {
    const res = await get('/api/admin/user/access/all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access: [...ROLES] });
  });
});
