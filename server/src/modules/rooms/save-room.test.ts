import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let admin: string;
let blockA: number;
let blockB: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
  const blocks = await ctx.database.db.selectFrom('blocks').select(['id', 'block_name']).orderBy('id').execute();
  blockA = blocks[0].id;
  blockB = blocks[1].id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: admin } });
const create = (payload: unknown) => send('POST', '/api/admin/rooms', payload);
const count = async (table: 'rooms' | 'audit_log') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const room = (overrides: Record<string, unknown> = {}) => ({
  room_name: 'Seminar Room 901',
  block_id: blockA,
  features: ['Projector'],
  capacity: 30,
  access: ['Faculty'],
  ...overrides,
});

describe('POST /api/admin/rooms', () => {
  it('creates a room with trimmed values, dropping blank and repeated labels and a blank image', async () => {
    const audits = await count('audit_log');
    const res = await create(
      room({
        room_name: '  Design Studio 1 ',
        features: [' Projector ', '', 'projector', 'Screen', '   '],
        access: ['Student', 'Student', ' Staff'],
        image: '   ',
        capacity: undefined,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().room).toEqual({
      id: expect.any(Number),
      room_name: 'Design Studio 1',
      block_id: blockA,
      block_name: 'Academic Block A',
      capacity: null,
      image: null,
      features: ['Projector', 'Screen'],
      access: ['Student', 'Staff'],
      deactivated_at: null,
      check_in_required: false,
    });
    expect(await count('audit_log')).toBe(audits + 1);
    const audit = await db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'room.create', entity: 'room', entity_id: String(res.json().room.id) });
  });

  it('accepts http(s) images and paths on this server', async () => {
    for (const [i, image] of ['https://img.campus.example/a.png', 'http://img.campus.example/b.png', '/rooms/lab.svg'].entries()) {
      const res = await create(room({ room_name: `Image Room ${i}`, image }));
      expect(res.json().room.image).toBe(image);
    }
  });

  it('refuses a room name already used in the block (any letter case) with 409, allows it in another block', async () => {
    await create(room({ room_name: 'Quiet Room' }));
    const before = await count('rooms');
    const clash = await create(room({ room_name: ' QUIET room ' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A room named "QUIET room" already exists in this block.');
    expect(await count('rooms')).toBe(before);
    expect((await create(room({ room_name: 'Quiet Room', block_id: blockB }))).statusCode).toBe(200);
  });

  const long = 'x'.repeat(5000);
  it.each([
    [{ capacity: 0 }, 'capacity must be >= 1'],
    [{ capacity: 'ten' }, 'capacity must be an integer'],
    [{ capacity: 2.5 }, 'capacity must be an integer'],
    [{ block_id: 999_999 }, 'The selected block does not exist.'],
    [{ room_name: long }, 'room_name must NOT have more than 1000 characters'],
    [{ room_name: 'y'.repeat(101) }, 'Room name must be at most 100 characters'],
    [{ room_name: '   ' }, 'Room name is required'],
    [{ image: 'ftp://files.example/a.png' }, 'Image URL must start with http://, https:// or / (a path on this server).'],
    [{ image: '//evil.example/a.png' }, 'Image URL must start with http://, https:// or / (a path on this server).'],
    [{ image: 'javascript:alert(1)' }, 'Image URL must start with http://, https:// or / (a path on this server).'],
    [{ features: 'Projector' }, 'features must be an array'],
    [{ colour: 'red' }, 'Unknown field "colour" in body'],
  ])('refuses bad input with 400 and stores nothing (%#)', async (overrides, message) => {
    const [rooms, audits] = [await count('rooms'), await count('audit_log')];
    const res = await create(room(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect([await count('rooms'), await count('audit_log')]).toEqual([rooms, audits]);
  });
});

describe('PUT /api/admin/rooms/{id}', () => {
  it('replaces the room, writes an audit row, and clears omitted optional fields', async () => {
    const { id } = (await create(room({ room_name: 'Edit Me', image: '/rooms/lab.svg' }))).json().room;
    const res = await send('PUT', `/api/admin/rooms/${id}`, {
      room_name: 'Edited',
      block_id: blockB,
      features: ['Whiteboard'],
      access: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().room).toEqual({
      id,
      room_name: 'Edited',
      block_id: blockB,
      block_name: 'Academic Block B',
      capacity: null,
      image: null,
      features: ['Whiteboard'],
      access: [],
      deactivated_at: null,
      check_in_required: false,
    });
    const audit = await db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'room.update', entity_id: String(id) });
  });

  it("lets a room keep its own name in another case but not take a neighbour's", async () => {
    const { id } = (await create(room({ room_name: 'Alpha' }))).json().room;
    await create(room({ room_name: 'Beta' }));
    expect((await send('PUT', `/api/admin/rooms/${id}`, room({ room_name: 'ALPHA' }))).json().room.room_name).toBe('ALPHA');
    const clash = await send('PUT', `/api/admin/rooms/${id}`, room({ room_name: 'beta' }));
    expect(clash.statusCode).toBe(409);
    expect((await db().selectFrom('rooms').select('room_name').where('id', '=', id).executeTakeFirstOrThrow()).room_name).toBe('ALPHA');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { id } = (await create(room({ room_name: 'Keep Me' }))).json().room;
    const before = await db().selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const overrides of [{ capacity: 0 }, { block_id: 999_999 }, { room_name: 'z'.repeat(5000) }]) {
      expect((await send('PUT', `/api/admin/rooms/${id}`, room(overrides))).statusCode).toBe(400);
    }
    expect(await db().selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('answers 404 for an unknown room and 400 for a malformed id', async () => {
    expect((await send('PUT', '/api/admin/rooms/999999', room())).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/rooms/abc', room())).statusCode).toBe(400);
  });
});
