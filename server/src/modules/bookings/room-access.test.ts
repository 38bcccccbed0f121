import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at } from '../../../test/booking-kit';
import { recurringBody } from '../../../test/recurring-kit';
import { bookableAccessTypes, mayBookRoom } from '../../contracts/room-access';

/** Issue 15: a room's access types admit the roles that give one of them; administrators always. */
let ctx: TestContext;
let faculty: string;
let clubs: string;
let admin: string;
let superAdmin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [faculty, clubs, admin, superAdmin] = await Promise.all(
    [DEMO.faculty, DEMO.clubs, DEMO.rbAdmin, DEMO.superAdmin].map((e) => loginAs(ctx.app, e)),
  );
});
afterAll(() => ctx.close());

const DAY = '2026-03-06';
let made = 0;
async function roomFor(access: string[]): Promise<number> {
  const block = await ctx.database.db.selectFrom('blocks').select('id').orderBy('id').executeTakeFirstOrThrow();
  const row = await ctx.database.db
    .insertInto('rooms')
    .values({ room_name: `Access room ${++made}`, block_id: block.id, access })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const book = (cookie: string, room: number, start = '10:00', end = '11:00') =>
  send('POST', '/api/faculty/bookroom', cookie, {
    room_id: room,
    start_time: at(DAY, start),
    end_time: at(DAY, end),
    purpose: 'Access test',
  });
const listed = async (url: string, cookie: string) => ((await send('GET', url, cookie)).json().rooms as { id: number }[]).map((r) => r.id);

describe('the mapping', () => {
  it.each([
    [['rb_faculty'], ['Faculty', 'Staff'], true],
    [['rb_clubs'], ['Faculty', 'Staff'], false],
    [['rb_clubs'], ['student'], true],
    [['rb_faculty'], ['Student'], false],
    [['rb_faculty', 'rb_clubs'], ['Student'], true],
    [['rb_faculty'], ['Staff'], false],
    [['rb_faculty'], [], true],
    [['rb_clubs'], ['Guests'], false],
    [['rb_admin'], ['Guests'], true],
    [['super_admin'], ['Student'], true],
  ])('%j may book a room for %j: %s', (roles, types, allowed) => {
    expect(mayBookRoom(roles, types)).toBe(allowed);
  });
});

describe('the types free-room search filters by in the database (letter case ignored there)', () => {
  it.each([
    [['rb_faculty'], ['Faculty']],
    [
      ['rb_clubs', 'rb_faculty', 'rb_clubs'],
      ['Student', 'Faculty'],
    ],
    [['rb_dean'], []],
    [['rb_admin'], null],
    [['super_admin', 'rb_faculty'], null],
  ])('%j: %j (null: every room)', (roles, types) => {
    expect(bookableAccessTypes(roles)).toEqual(types);
  });
});

describe('booking a room reserved for other people', () => {
  it('refuses a student club a Faculty room with 403 naming the types, nothing stored; faculty and administrators book it', async () => {
    const room = await roomFor(['Faculty', 'Staff']);
    const refused = await book(clubs, room);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This room is reserved for Faculty or Staff.');
    expect((await book(faculty, room, '10:00', '11:00')).statusCode).toBe(201);
    expect((await book(admin, room, '11:00', '12:00')).statusCode).toBe(201);
    expect((await book(superAdmin, room, '12:00', '13:00')).statusCode).toBe(201);
    const stored = await ctx.database.db.selectFrom('bookings').select('id').where('room_id', '=', room).execute();
    expect(stored).toHaveLength(3);
  });

  it('refuses faculty a Student room, lets the club book it, and a room naming no type is open to every booker', async () => {
    const students = await roomFor(['Student']);
    const refused = await book(faculty, students);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This room is reserved for Student.');
    expect((await book(clubs, students)).statusCode).toBe(201);
    const open = await roomFor([]);
    expect((await book(clubs, open)).statusCode).toBe(201);
    expect((await book(faculty, open, '12:00', '13:00')).statusCode).toBe(201);
  });

  it('refuses moving an own booking once the room is reserved for others, but not changing its purpose or cancelling it', async () => {
    const room = await roomFor([]);
    const id = (await book(clubs, room)).json().booking.id;
    await ctx.database.db
      .updateTable('rooms')
      .set({ access: ['Faculty'] })
      .where('id', '=', room)
      .execute();
    const edit = (start: string, end: string, extra: object = {}) =>
      send('PUT', `/api/faculty/bookings/${id}`, clubs, {
        start_time: at(DAY, start),
        end_time: at(DAY, end),
        purpose: 'Access test',
        ...extra,
      });
    const moved = await edit('14:00', '15:00');
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('This room is reserved for Faculty.');
    expect((await edit('10:00', '11:00', { purpose: 'Access test, renamed' })).statusCode).toBe(200);
    expect((await edit('10:00', '11:00', { status: 'cancelled' })).statusCode).toBe(200);
  });

  it('lets an administrator create a series in any room and confirm a draft (series owners are administrators)', async () => {
    const room = await roomFor(['Student']);
    const res = await send('POST', '/api/faculty/bookroom/recurring', admin, recurringBody(room));
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
  });
});

describe('Book a Room and free rooms offer only rooms the user may book', () => {
  it('leaves Faculty rooms out for a student club, Student rooms out for faculty, and shows administrators everything', async () => {
    const facultyRoom = await roomFor(['Faculty']);
    const studentRoom = await roomFor(['Student']);
    const free = `/api/faculty/free-rooms?date=${DAY}&start=20:00&end=21:00`;
    for (const url of ['/api/faculty/getrooms', free]) {
      const forClubs = await listed(url, clubs);
      expect(forClubs).toContain(studentRoom);
      expect(forClubs).not.toContain(facultyRoom);
      const forFaculty = await listed(url, faculty);
      expect(forFaculty).toContain(facultyRoom);
      expect(forFaculty).not.toContain(studentRoom);
      expect(await listed(url, admin)).toEqual(expect.arrayContaining([facultyRoom, studentRoom]));
    }
  });
});
