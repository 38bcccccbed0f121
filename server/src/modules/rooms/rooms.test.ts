import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await loginAs(ctx.app, email);
});
afterAll(() => ctx.close());

const get = (url: string, cookie = cookies.rbAdmin) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const names = (body: { rooms: { room_name: string }[] }) => body.rooms.map((r) => r.room_name);
const sampleRoom = { room_name: 'Board Room', block_id: 1, features: [], access: [] };

describe('who may manage rooms', () => {
  const routes = [
    ['GET', '/api/admin/rooms'],
    ['GET', '/api/admin/blocks'],
    ['POST', '/api/admin/rooms'],
    ['PUT', '/api/admin/rooms/1'],
  ] as const;
  const payload = (method: string) => (method === 'GET' ? {} : { payload: sampleRoom });

  it.each(routes)('%s %s answers 401 without a session', async (method, url) => {
    expect((await ctx.app.inject({ method, url, ...payload(method) })).statusCode).toBe(401);
  });

  it.each(routes)('%s %s answers 403 to the dean, faculty, clubs and guest-house roles', async (method, url) => {
    for (const role of ['dean', 'faculty', 'clubs', 'igh']) {
      const res = await ctx.app.inject({ method, url, headers: { cookie: cookies[role] }, ...payload(method) });
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
  });

  it('lets rb_admin and super_admin read the lists', async () => {
    for (const role of ['rbAdmin', 'superAdmin']) {
      expect((await get('/api/admin/rooms', cookies[role])).statusCode).toBe(200);
      expect((await get('/api/admin/blocks', cookies[role])).statusCode).toBe(200);
    }
  });
});

describe('GET /api/admin/rooms', () => {
  it('pages the rooms ordered by name, with totals and block names', async () => {
    const first = (await get('/api/admin/rooms?page=1&limit=20')).json();
    expect(first.meta).toEqual({ total: 30, page: 1, limit: 20 });
    expect(first.totalPages).toBe(2);
    const second = (await get('/api/admin/rooms?page=2&limit=20')).json();
    expect(second.rooms).toHaveLength(10);
    const all = [...names(first), ...names(second)];
    expect(all).toEqual([...all].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(first.rooms[0]).toEqual({
      id: expect.any(Number),
      room_name: 'Classroom 102',
      block_id: expect.any(Number),
      block_name: 'Academic Block A',
      capacity: 70,
      image: '/rooms/classroom.svg',
      features: ['Projector', 'Whiteboard', 'Board'],
      access: ['Student', 'Faculty', 'Staff'],
      deactivated_at: null,
      check_in_required: false,
    });
    const beyond = (await get('/api/admin/rooms?page=9')).json();
    expect(beyond).toEqual({ rooms: [], meta: { total: 30, page: 9, limit: 10 }, totalPages: 3 });
  });

  it('filters by room name, block name and feature (case-insensitive substrings), combined', async () => {
    expect((await get('/api/admin/rooms?room_name=CONFERENCE')).json().meta.total).toBe(6);
    expect((await get('/api/admin/rooms?block_name=library')).json().meta.total).toBe(6);
    const mic = (await get('/api/admin/rooms?features=microphone&limit=50')).json();
    expect(mic.meta.total).toBe(12);
    expect(mic.rooms.every((r: { features: string[] }) => r.features.includes('In Built Microphone and webcam'))).toBe(true);
    const combined = (await get('/api/admin/rooms?room_name=hall&block_name=block%20a&features=wifi')).json();
    expect(names(combined)).toEqual(['Lecture Hall 103']);
  });

  it('matches a feature within one feature, never across two', async () => {
    // "WiFi" and "Projector" are neighbours in a conference room's list.
    expect((await get('/api/admin/rooms?features=wifiprojector')).json().meta.total).toBe(0);
    expect((await get('/api/admin/rooms?features=%25')).json().meta.total).toBe(0);
  });

  it.each([
    ['page=0', 'page must be >= 1'],
    ['page=-1', 'page must be >= 1'],
    ['page=x', 'page must be an integer'],
    ['limit=1000000', 'limit must be <= 100'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await get(`/api/admin/rooms?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/admin/blocks', () => {
  it('lists the blocks by name', async () => {
    const { blocks } = (await get('/api/admin/blocks')).json();
    expect(blocks.map((b: { block_name: string }) => b.block_name)).toEqual([
      'Academic Block A',
      'Academic Block B',
      'Admin Block',
      'Lecture Hall Complex',
      'Library Block',
    ]);
    expect(blocks[0]).toEqual({ id: expect.any(Number), block_name: 'Academic Block A' });
  });
});
