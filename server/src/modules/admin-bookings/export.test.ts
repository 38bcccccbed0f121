import { parse } from 'csv-parse/sync';
import type { AdminBooking, AdminBookingsResponse } from '../../contracts/admin-bookings';
import { dateText, timeText } from '../../contracts/campus-format';
import { campusInstant } from '../../shared/time';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { csvCell, EXPORT_COLUMNS } from './export';

let ctx: TestContext;
let admin: string;
const TRICKY = 'Review, "final" round\nsecond line, with é and 中文';
const FORMULA = '=HYPERLINK("x")';

type Stored = { purpose: string; from: string; to: string; status: 'confirmed' | 'pending' };

/** A new room of the first block, and the faculty member's bookings in it on a campus date. */
async function storeInNewRoom(roomName: string, date: string, bookings: Stored[]) {
  const db = ctx.app.db;
  const block = await db.selectFrom('blocks').select(['id']).orderBy('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('rooms').values({ room_name: roomName, block_id: block.id }).returning('id').executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('id').where('email', '=', DEMO.faculty).executeTakeFirstOrThrow();
  const at = (time: string) => campusInstant(date, time, 'Asia/Kolkata');
  await db
    .insertInto('bookings')
    .values(
      bookings.map((b) => ({
        room_id: room.id,
        user_id: user.id,
        purpose: b.purpose,
        start_time: at(b.from),
        end_time: at(b.to),
        status: b.status,
      })),
    )
    .execute();
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
  await storeInNewRoom('Export Room 1', '2026-04-06', [
    { purpose: TRICKY, from: '10:00', to: '11:30', status: 'confirmed' },
    { purpose: FORMULA, from: '12:00', to: '13:00', status: 'pending' },
  ]);
});
afterAll(() => ctx.close());

const exportCsv = (query: string, cookie = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/bookings/export.csv${query}`, headers: { cookie } });
const records = (body: string): Record<string, string>[] => parse(body, { bom: true, columns: true });

/** Every row of the list for a query, walking its pages of 100. */
async function listed(query: string): Promise<AdminBooking[]> {
  const rows: AdminBooking[] = [];
  for (let page = 1; ; page++) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings?limit=100&page=${page}&${query}`,
      headers: { cookie: admin },
    });
    const body: AdminBookingsResponse = res.json();
    rows.push(...body.bookings);
    if (page >= body.totalPages) return rows;
  }
}

describe('GET /api/admin/bookings/export.csv', () => {
  it('answers UTF-8 CSV with a byte-order mark and the columns, as a download', async () => {
    const res = await exportCsv('?search=Export%20Room&sort=date-asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-2026-03-04.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${EXPORT_COLUMNS.map((c) => `"${c}"`).join(',')}`);
    expect(records(res.body)[0]).toEqual({
      Room: 'Export Room 1',
      Block: 'Academic Block A',
      'Booked by': 'Rahul Verma',
      'E-mail': 'faculty@campus.example',
      Date: 'Apr 06, 2026',
      Start: '10:00 AM',
      End: '11:30 AM',
      'Duration (minutes)': '90',
      Purpose: TRICKY,
      Status: 'Confirmed',
      Type: 'Normal',
      'Series ID': '',
      Created: expect.stringMatching(/^[A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d [AP]M$/),
      'Decided by': '',
      Reason: '',
    });
  });

  it("writes a confirmed booking that has ended as its badge does, 'Completed' (issue 35: one vocabulary)", async () => {
    // The test clock reads 2026-03-04; this booking ended two days before.
    await storeInNewRoom('Hall of Ended Talks', '2026-03-02', [{ purpose: 'Ended talk', from: '14:00', to: '15:00', status: 'confirmed' }]);
    const [row] = records((await exportCsv('?search=Hall%20of%20Ended')).body);
    expect(row).toEqual(expect.objectContaining({ Date: 'Mar 02, 2026', Start: '02:00 PM', End: '03:00 PM', Status: 'Completed' }));
  });

  it('neutralises a formula and round-trips commas, quotes and line breaks through a CSV parser', async () => {
    const rows = records((await exportCsv('?search=Export%20Room&sort=date-asc')).body);
    expect(rows.map((r) => r.Purpose)).toEqual([TRICKY, `'${FORMULA}`]);
  });

  it('names who decided and their reason, the reason neutralised and round-tripped like any text', async () => {
    const db = ctx.app.db;
    const block = await db.selectFrom('blocks').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const room = await db
      .insertInto('rooms')
      .values({ room_name: 'Decision Room', block_id: block.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [faculty, dean] = await Promise.all(
      [DEMO.faculty, DEMO.dean].map((email) =>
        db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirstOrThrow(),
      ),
    );
    const at = (time: string) => campusInstant('2026-04-08', time, 'Asia/Kolkata');
    await db
      .insertInto('bookings')
      .values({
        room_id: room.id,
        user_id: faculty.id,
        purpose: 'Declined export',
        start_time: at('10:00'),
        end_time: at('11:00'),
        status: 'rejected',
        decided_by: dean.id,
        decided_at: at('09:00'),
        decision_reason: '-Room needed, "exams"\nall week',
      })
      .execute();
    const [row] = records((await exportCsv('?search=Decision%20Room')).body);
    expect(row).toEqual(
      expect.objectContaining({ Status: 'Rejected', 'Decided by': dean.name, Reason: `'-Room needed, "exams"\nall week` }),
    );
  });

  it.each([
    '',
    '?status=confirmed&sort=room',
    '?search=room&sort=faculty',
    '?kind=recurring-child&sort=status',
    '?status=rejected&sort=date-asc',
  ])('holds exactly the rows of the list, in its order (%s)', async (query) => {
    const list = await listed(query.replace('?', ''));
    const csv = records((await exportCsv(query)).body);
    expect(list.length).toBeGreaterThan(0);
    expect(csv.map((r) => [r.Room, r.Date, r.Start, r.Purpose.replace(/^'/, '')])).toEqual(
      list.map((b) => [b.rooms, dateText(b.start_time.slice(0, 10)), timeText(b.start_time.slice(11, 16)), b.purpose]),
    );
  });

  it('is for administrators only, and takes only the list filters', async () => {
    expect((await exportCsv('', await loginAs(ctx.app, DEMO.faculty))).statusCode).toBe(403);
    expect((await exportCsv('', await loginAs(ctx.app, DEMO.dean))).statusCode).toBe(403);
    const paged = await exportCsv('?page=2');
    expect(paged.statusCode).toBe(400);
    expect(paged.json().message).toBe('Unknown field "page" in querystring');
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    // A `;` locale's separator (and a tab, a pipe) never splits a cell: every text cell is quoted (issue 36).
    ['Meet;=1+1;x', '"Meet;=1+1;x"'],
    ['a\tb|c', '"a\tb|c"'],
    ['', '""'],
    ['=1+1', `"'=1+1"`],
    ['+91 80', `"'+91 80"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['=a,b', `"'=a,b"`],
  ])('%j → %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes numbers as they are and null as an empty cell', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});
