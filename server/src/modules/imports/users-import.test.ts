import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, storeBooking } from '../../../test/booking-kit';
import { countOf, csv, postImport, roomOfOwn, undo } from '../../../test/imports-kit';

/** Issue 31: importing users (Manage Users → "Import users"), super_admin only, keyed by e-mail. */
let ctx: TestContext;
let superAdmin: string;
let rbAdmin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  superAdmin = await loginAs(ctx.app, DEMO.superAdmin);
  rbAdmin = await loginAs(ctx.app, DEMO.rbAdmin);
});
afterAll(() => ctx.close());

const HEADER = ['email', 'name', 'department', 'roles'];
const importUsers = (...rows: string[][]) => postImport(ctx.app, superAdmin, 'users', csv(HEADER, ...rows));
const userOf = (email: string) =>
  ctx.app.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'department', 'access', 'import_id'])
    .where('email', '=', email)
    .executeTakeFirst();

it('rb_admin may not import users (403) and does not see users imports; faculty may import nothing', async () => {
  const file = csv(HEADER, ['x.one@campus.example', 'X One', '', '']);
  expect((await postImport(ctx.app, rbAdmin, 'users', file)).statusCode).toBe(403);
  const faculty = await loginAs(ctx.app, DEMO.faculty);
  for (const kind of ['rooms', 'users', 'bookings'] as const) expect((await postImport(ctx.app, faculty, kind, file)).statusCode).toBe(403);
  const made = await importUsers(['hidden.user@campus.example', 'Hidden User', '', '']);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/imports', headers: { cookie: rbAdmin } });
  expect(list.json().imports.map((i: { kind: string }) => i.kind)).not.toContain('users');
  const refused = await undo(ctx.app, rbAdmin, made.json().id);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: 'Only a super administrator may undo an import of users.' });
});

describe('a users file', () => {
  const file = csv(
    HEADER,
    ['A.Rao@Campus.example', 'Anita Rao', 'Physics', 'rb_faculty'],
    ['clubs.music@campus.example', 'Music Club', '', 'rb_clubs; rb_clubs'],
    ['-dash@campus.example', '+Plus Name', '=cmd|calc', ''],
  );

  it('dry run, import, then a second import creates nothing', async () => {
    const dry = await postImport(ctx.app, superAdmin, 'users', file, { dryRun: true });
    expect(dry.json()).toMatchObject({ id: null, rows: 3, created: 3, errors: [] });
    expect(await userOf('a.rao@campus.example')).toBeUndefined();

    const res = await postImport(ctx.app, superAdmin, 'users', file);
    expect(res.statusCode).toBe(201);
    expect(await userOf('a.rao@campus.example')).toEqual({
      id: expect.any(Number),
      email: 'a.rao@campus.example',
      name: 'Anita Rao',
      department: 'Physics',
      access: ['rb_faculty'],
      import_id: res.json().id,
    });
    expect(await userOf('clubs.music@campus.example')).toMatchObject({ department: null, access: ['rb_clubs'] });
    expect(await userOf('-dash@campus.example')).toMatchObject({ name: '+Plus Name', department: '=cmd|calc', access: [] });

    const again = await postImport(ctx.app, superAdmin, 'users', file);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it('updates a stored user (found by e-mail, any letter case) whose name, department or roles differ', async () => {
    const res = await postImport(
      ctx.app,
      superAdmin,
      'users',
      csv(['email', 'name', 'roles'], ['a.rao@CAMPUS.example', 'Anita Rao', 'rb_faculty;rb_dean']),
    );
    expect(res.json()).toMatchObject({ created: 0, updated: 1 });
    expect(await userOf('a.rao@campus.example')).toMatchObject({ department: 'Physics', access: ['rb_faculty', 'rb_dean'] });
  });
});

it('reports an unknown role, a bad e-mail, a repeated e-mail and taking super_admin from oneself, by row', async () => {
  const res = await importUsers(
    ['ok.user@campus.example', 'Ok User', '', 'rb_faculty'],
    ['role.typo@campus.example', 'Typo', '', 'rb_facluty'],
    ['not-an-email', 'Nobody', '', ''],
    ['OK.user@campus.example', 'Again', '', ''],
    [DEMO.superAdmin, 'Sunita Rao', '', 'rb_admin'],
    ['', 'No Mail', '', ''],
  );
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual([
    {
      row: 3,
      field: 'roles',
      message: '"rb_facluty" is not a role; the roles are super_admin, rb_admin, rb_dean, rb_faculty, rb_clubs, igh',
    },
    { row: 4, field: 'email', message: 'Enter a valid e-mail address' },
    { row: 5, field: 'email', message: 'row 2 has the same e-mail' },
    { row: 6, field: 'roles', message: 'You cannot remove your own super administrator access.' },
    { row: 7, field: 'email', message: 'is required' },
  ]);
  expect(await userOf('ok.user@campus.example')).toBeUndefined();
});

it('undo removes the users it created that nothing refers to, and keeps one who booked or signed in', async () => {
  const res = await importUsers(
    ['gone.soon@campus.example', 'Gone Soon', '', ''],
    ['booker.kept@campus.example', 'Booker', '', 'rb_faculty'],
    ['signed.in@campus.example', 'Signed In', '', ''],
  );
  const room = await roomOfOwn(ctx.app, 'Users Undo Room');
  await storeBooking(ctx.database, 'booker.kept@campus.example', room, at('2026-05-05', '10:00'), at('2026-05-05', '11:00'));
  await loginAs(ctx.app, 'signed.in@campus.example');
  const users = await countOf(ctx.app, 'users');

  const undone = await undo(ctx.app, superAdmin, res.json().id);
  expect(undone.statusCode).toBe(200);
  expect(undone.json()).toEqual({
    message: 'Import undone: 1 user removed, 2 kept.',
    cancelled: 0,
    removed: 1,
    kept: [
      { name: 'booker.kept@campus.example', reason: 'has bookings' },
      { name: 'signed.in@campus.example', reason: 'has signed in' },
    ],
  });
  expect(await countOf(ctx.app, 'users')).toBe(users - 1);
  expect(await userOf('gone.soon@campus.example')).toBeUndefined();
});
