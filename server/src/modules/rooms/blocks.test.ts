import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

/** Issue 15: administrators add and rename blocks; bad names are 400 with nothing stored. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, cookie = admin) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload: payload as object });
const blocks = () => ctx.database.db.selectFrom('blocks').select(['id', 'block_name']).orderBy('id').execute();
const blockAudits = () => ctx.database.db.selectFrom('audit_log').select('action').where('entity', '=', 'block').execute();

describe('POST /api/admin/blocks', () => {
  it('adds a block with a trimmed name, audited, and lists it', async () => {
    const res = await send('POST', '/api/admin/blocks', { block_name: '  Hostel Block  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().block).toEqual({ id: expect.any(Number), block_name: 'Hostel Block' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/blocks', headers: { cookie: admin } });
    expect(list.json().blocks).toContainEqual(res.json().block);
    expect(await blockAudits()).toEqual([{ action: 'block.create' }]);
  });
});

describe('PUT /api/admin/blocks/{id}', () => {
  it('renames a block; its rooms show the new name; the same name in another letter case is its own', async () => {
    const [first] = await blocks();
    const res = await send('PUT', `/api/admin/blocks/${first.id}`, { block_name: 'Academic Block North' });
    expect(res.statusCode).toBe(200);
    expect(res.json().block).toEqual({ id: first.id, block_name: 'Academic Block North' });
    expect((await send('PUT', `/api/admin/blocks/${first.id}`, { block_name: 'ACADEMIC block north' })).statusCode).toBe(200);
    const rooms = await ctx.app.inject({ method: 'GET', url: `/api/admin/rooms?block_name=block north`, headers: { cookie: admin } });
    expect(rooms.json().meta.total).toBeGreaterThan(0);
  });
});

describe('bad block names', () => {
  const cases: [string, unknown, string | RegExp][] = [
    ['blank', { block_name: '   ' }, 'Block name is required'],
    ['too long', { block_name: 'B'.repeat(101) }, 'Block name must be at most 100 characters'],
    ['taken, any letter case', { block_name: ' library BLOCK ' }, 'A block named "library BLOCK" already exists.'],
    ['a control character', { block_name: 'Block\u0007 X' }, /control characters/],
    ['a line break', { block_name: 'Block\nX' }, /control characters/],
    ['missing', {}, /block_name/],
    ['an unknown field', { block_name: 'Fine', id: 3 }, /.+/],
    ['not a string', { block_name: 7 }, /.+/],
  ];
  it.each(cases)('%s → 400 with a message, nothing stored', async (_name, payload, message) => {
    const before = await blocks();
    const audits = (await blockAudits()).length;
    const [target] = before;
    for (const res of [await send('POST', '/api/admin/blocks', payload), await send('PUT', `/api/admin/blocks/${target.id}`, payload)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await blocks()).toEqual(before);
    expect(await blockAudits()).toHaveLength(audits);
  });

  it('renaming a block to another block’s name is 400; an unknown block is 404; a non-administrator 403', async () => {
    const [a, b] = await blocks();
    const taken = await send('PUT', `/api/admin/blocks/${a.id}`, { block_name: b.block_name });
    expect(taken.statusCode).toBe(400);
    expect((await send('PUT', '/api/admin/blocks/999999', { block_name: 'Nowhere' })).statusCode).toBe(404);
    const faculty = await loginAs(ctx.app, DEMO.faculty);
    expect((await send('POST', '/api/admin/blocks', { block_name: 'Not mine' }, faculty)).statusCode).toBe(403);
  });
});
