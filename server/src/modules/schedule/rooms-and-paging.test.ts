import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { createBlock, createRooms, getSchedule } from '../../../test/schedule-kit';

// Rooms of the file's own block, each open to some roles (issue 15's access types).
let ctx: TestContext;
let cookies: Record<'faculty' | 'clubs' | 'rbAdmin' | 'superAdmin' | 'dean' | 'igh', string>;
let blockId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  cookies = {
    faculty: await loginAs(app, DEMO.faculty),
    clubs: await loginAs(app, DEMO.clubs),
    rbAdmin: await loginAs(app, DEMO.rbAdmin),
    superAdmin: await loginAs(app, DEMO.superAdmin),
    dean: await loginAs(app, DEMO.dean),
    igh: await loginAs(app, DEMO.igh),
  };
  blockId = await createBlock(app, 'Grid Rooms');
  await createRooms(app, blockId, [
    { room_name: 'open hall', capacity: 120, features: ['Projector', 'Stage'] },
    { room_name: 'Faculty Lounge', capacity: 12, access: ['Faculty'] },
    { room_name: 'faculty den', capacity: null, features: ['projector'], access: ['faculty'] },
    { room_name: 'Club Room', capacity: 30, features: ['Whiteboard'], access: ['Student'] },
    { room_name: 'Staff Office', capacity: 8, access: ['Staff'] },
    { room_name: 'Retired Room', capacity: 40, deactivated: true },
  ]);
});
afterAll(() => ctx.close());

const grid = async (who: keyof typeof cookies, query: string) => {
  const res = await getSchedule(ctx.app, cookies[who], `date=2026-03-10&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const names = async (who: keyof typeof cookies, query: string) =>
  (await grid(who, `block_id=${blockId}&${query}`)).rooms.map((r: { room_name: string }) => r.room_name);

describe('GET /api/schedule: whose rooms', () => {
  it('gives faculty the rooms they may book: no access type or Faculty (any letter case), ordered by name', async () => {
    expect(await names('faculty', '')).toEqual(['faculty den', 'Faculty Lounge', 'open hall']);
  });

  it('gives clubs the rooms open to students and to all', async () => {
    expect(await names('clubs', '')).toEqual(['Club Room', 'open hall']);
  });

  it.each(['rbAdmin', 'superAdmin'] as const)('gives %s every active room, and no retired one', async (who) => {
    expect(await names(who, '')).toEqual(['Club Room', 'faculty den', 'Faculty Lounge', 'open hall', 'Staff Office']);
    const all = await grid(who, 'limit=200');
    const active = await ctx.app.db.selectFrom('rooms').select('id').where('deactivated_at', 'is', null).execute();
    expect(all.meta.total).toBe(active.length);
  });

  it('orders every block’s rooms by block then room name, letter case ignored', async () => {
    const { rooms } = await grid('superAdmin', 'limit=200');
    const keys = rooms.map(
      (r: { block_name: string; room_name: string }) => `${r.block_name.toLowerCase()}\u0000${r.room_name.toLowerCase()}`,
    );
    expect(keys).toEqual([...keys].sort());
    expect(Object.keys(rooms[0])).toEqual(['id', 'room_name', 'block_id', 'block_name', 'capacity', 'features']);
  });

  it.each([
    ['dean', 403],
    ['igh', 403],
  ] as const)('refuses %s (%i): their roles book no rooms', async (who, status) => {
    expect((await getSchedule(ctx.app, cookies[who], 'date=2026-03-10')).statusCode).toBe(status);
  });

  it('asks for a session (401)', async () => {
    expect((await getSchedule(ctx.app, undefined, 'date=2026-03-10')).statusCode).toBe(401);
  });
});

describe('GET /api/schedule: paging and filters', () => {
  it('pages the rooms and counts them all', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => grid('superAdmin', `block_id=${blockId}&limit=2&page=${page}`)));
    expect(pages.map((p) => p.rooms.map((r: { room_name: string }) => r.room_name))).toEqual([
      ['Club Room', 'faculty den'],
      ['Faculty Lounge', 'open hall'],
      ['Staff Office'],
    ]);
    expect(pages.map((p) => p.meta)).toEqual([1, 2, 3].map((page) => ({ total: 5, page, limit: 2 })));
    expect(await grid('superAdmin', `block_id=${blockId}&limit=2&page=4`)).toEqual({
      rooms: [],
      bookings: [],
      closures: [],
      meta: { total: 5, page: 4, limit: 2 },
    });
  });

  it('pages 50 rooms by default', async () => {
    expect((await grid('superAdmin', '')).meta).toEqual({ total: expect.any(Number), page: 1, limit: 50 });
  });

  it('filters by capacity (a room of unknown capacity is left out) and by every one of the features, letter case ignored', async () => {
    expect(await names('faculty', 'min_capacity=12')).toEqual(['Faculty Lounge', 'open hall']);
    expect(await names('faculty', 'features=PROJECTOR')).toEqual(['faculty den', 'open hall']);
    expect(await names('faculty', 'features=projector&features=%20stage%20')).toEqual(['open hall']);
    expect(await names('superAdmin', 'features=Projector&min_capacity=200')).toEqual([]);
  });

  it('gives an empty grid for a block that does not exist', async () => {
    expect(await grid('faculty', 'block_id=2147483647')).toEqual({
      rooms: [],
      bookings: [],
      closures: [],
      meta: { total: 0, page: 1, limit: 50 },
    });
  });
});
