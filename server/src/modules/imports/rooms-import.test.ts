import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, storeBooking } from '../../../test/booking-kit';
import { cleanDryRun, countOf, csv, postImport, undo } from '../../../test/imports-kit';

/** Issue 31: importing rooms (Manage Rooms → "Import rooms"), keyed by block and name. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
});
afterAll(() => ctx.close());

const HEADER = ['room_name', 'block_name', 'capacity', 'features', 'access'];

const roomNamed = (name: string) =>
  ctx.app.db
    .selectFrom('rooms as r')
    .innerJoin('blocks as b', 'b.id', 'r.block_id')
    .select(['r.id', 'r.room_name', 'b.block_name', 'r.capacity', 'r.features', 'r.access', 'r.import_id'])
    .where('r.room_name', '=', name)
    .executeTakeFirst();

describe('a rooms file', () => {
  const file = csv(
    HEADER,
    ['Import Hall 1', 'Library Block', '40', 'Projector; Whiteboard;projector', 'Faculty;Staff'],
    ['=HYPERLINK("x")', 'library block', '', '', ''],
    ['@Import Hall 3', 'Admin Block', '12', '', 'Student'],
  );

  it('dry run: says what it would do and changes nothing', async () => {
    const before = [await countOf(ctx.app, 'rooms'), await countOf(ctx.app, 'imports'), await countOf(ctx.app, 'audit_log')];
    const res = await postImport(ctx.app, admin, 'rooms', file, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(cleanDryRun('rooms', { rows: 3, created: 3 }));
    expect([await countOf(ctx.app, 'rooms'), await countOf(ctx.app, 'imports'), await countOf(ctx.app, 'audit_log')]).toEqual(before);
  });

  it('imports the rooms (formulas as the text they are), audited, then a second import creates nothing', async () => {
    const res = await postImport(ctx.app, admin, 'rooms', file, { fileName: 'rooms.csv' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toMatchObject({ id: expect.any(Number), dry_run: false, rows: 3, created: 3, updated: 0, unchanged: 0 });
    expect(await roomNamed('Import Hall 1')).toMatchObject({
      block_name: 'Library Block',
      capacity: 40,
      features: ['Projector', 'Whiteboard'],
      access: ['Faculty', 'Staff'],
      import_id: id,
    });
    expect(await roomNamed('=HYPERLINK("x")')).toMatchObject({ block_name: 'Library Block', capacity: null, features: [], access: [] });
    expect(await roomNamed('@Import Hall 3')).toMatchObject({ block_name: 'Admin Block', capacity: 12 });
    const audits = await ctx.app.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'room.create').execute();
    expect(audits.length).toBeGreaterThanOrEqual(3);

    const again = await postImport(ctx.app, admin, 'rooms', file);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, skipped: 0 });
  });

  it('updates a stored room whose details differ; a column the file leaves out keeps its stored value', async () => {
    const res = await postImport(
      ctx.app,
      admin,
      'rooms',
      csv(['room_name', 'block_name', 'capacity'], ['IMPORT HALL 1', 'Library Block', '45']),
    );
    expect(res.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await roomNamed('Import Hall 1')).toMatchObject({
      capacity: 45,
      features: ['Projector', 'Whiteboard'],
      access: ['Faculty', 'Staff'],
    });
  });
});

describe('rows that break a rule', () => {
  const file = csv(
    HEADER,
    ['Faulty Room A', 'Library Block', '20', '', ''],
    ['', 'Library Block', '20', '', ''],
    ['Faulty Room B', 'No Such Block', '20', '', ''],
    ['Faulty Room C', 'Library Block', 'forty', '', ''],
    ['faulty room a', 'Library Block', '', '', ''],
    ['Faulty Room D', 'Library Block', '0', '', '', 'extra'],
  );

  it('name the row (as a spreadsheet numbers it) and the column; nothing is imported (422)', async () => {
    const before = await countOf(ctx.app, 'rooms');
    const res = await postImport(ctx.app, admin, 'rooms', file);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Nothing was imported: the file has 6 errors. Correct the file, or import only the valid rows.');
    expect(body.errors).toEqual([
      { row: 3, field: 'room_name', message: 'is required' },
      { row: 4, field: 'block_name', message: 'there is no block "No Such Block"' },
      { row: 5, field: 'capacity', message: 'must be a whole number from 1 to 100000' },
      { row: 6, field: 'room_name', message: 'row 2 has the same room (block and name)' },
      { row: 7, field: null, message: 'the row has 6 cells but the header names 5 columns' },
      { row: 7, field: 'capacity', message: 'must be a whole number from 1 to 100000' },
    ]);
    expect(body).toMatchObject({ id: null, rows: 6, created: 1, skipped: 5 });
    expect(await countOf(ctx.app, 'rooms')).toBe(before);
  });

  it('skip_invalid imports the valid rows and counts the skipped ones', async () => {
    const res = await postImport(ctx.app, admin, 'rooms', file, { skipInvalid: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 1, skipped: 5 });
    expect(await roomNamed('Faulty Room A')).toBeDefined();
    expect(await roomNamed('Faulty Room B')).toBeUndefined();
  });

  it('a formula is text too where a number is asked for: it is refused, never evaluated', async () => {
    const res = await postImport(ctx.app, admin, 'rooms', csv(HEADER, ['Formula Room', 'Library Block', '=2*20', '', '']));
    expect(res.json().errors).toEqual([{ row: 2, field: 'capacity', message: 'must be a whole number from 1 to 100000' }]);
  });
});

describe('undo', () => {
  it('removes the rooms the import created that nothing refers to, keeps the rest and says why; a second undo is 409', async () => {
    const first = await postImport(
      ctx.app,
      admin,
      'rooms',
      csv(HEADER, ['Undo Room 1', 'Library Block', '10', '', ''], ['Undo Room 2', 'Library Block', '', '', '']),
    );
    const id = first.json().id;
    const update = await postImport(
      ctx.app,
      admin,
      'rooms',
      csv(HEADER, ['Undo Room 2', 'Library Block', '30', '', ''], ['Undo Room 3', 'Library Block', '', '', '']),
    );
    const room3 = (await roomNamed('Undo Room 3'))!;
    await storeBooking(ctx.database, DEMO.faculty, room3.id, at('2026-05-04', '10:00'), at('2026-05-04', '11:00'));

    const res = await undo(ctx.app, admin, update.json().id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Import undone: 0 rooms removed, 2 kept.',
      cancelled: 0,
      removed: 0,
      kept: [
        { name: 'Undo Room 3 (Library Block)', reason: 'has bookings' },
        { name: '1 room the import updated', reason: 'keeps its new details: an undo removes only what the import created' },
      ],
    });
    expect(await roomNamed('Undo Room 2')).toMatchObject({ capacity: 30 });

    const again = await undo(ctx.app, admin, update.json().id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This import has already been undone.' });

    const removed = await undo(ctx.app, admin, id);
    expect(removed.json()).toMatchObject({ message: 'Import undone: 2 rooms removed.', removed: 2, kept: [] });
    expect(await roomNamed('Undo Room 1')).toBeUndefined();
    expect(await roomNamed('Undo Room 2')).toBeUndefined();
  });

  it('lists past imports newest first, with who, the file name, the counts and whether undone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/imports', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const list = res.json().imports;
    expect(list[0]).toMatchObject({ kind: 'rooms', created_by: 'Arjun Mehta', created_at: '2026-03-04T09:30:00+05:30' });
    expect(list.map((i: { id: number }) => i.id)).toEqual([...list.map((i: { id: number }) => i.id)].sort((a, b) => b - a));
    expect(list.find((i: { file_name: string | null }) => i.file_name === 'rooms.csv')).toMatchObject({
      rows: 3,
      created: 3,
      undone_at: null,
    });
    expect(list.some((i: { undone_at: string | null }) => i.undone_at === '2026-03-04T09:30:00+05:30')).toBe(true);
    const unknown = await undo(ctx.app, admin, 999_999);
    expect(unknown.statusCode).toBe(404);
  });
});
