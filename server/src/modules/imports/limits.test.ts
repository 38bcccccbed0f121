import { IMPORT_MAX_BOOKINGS, IMPORT_MAX_ROWS } from '../../contracts/import-columns';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { postImport, timetable } from '../../../test/imports-kit';
import { csvRows } from './csv-rows';

/** Issue 31, "Nothing a user can send gives a 500": what a file under 20 MB may still ask for (docs/decisions/0245). */
let ctx: TestContext;
let admin: { rb: string; superAdmin: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = { rb: await loginAs(ctx.app, DEMO.rbAdmin), superAdmin: await loginAs(ctx.app, DEMO.superAdmin) };
});
afterAll(() => ctx.close());

const ROOMS_HEADER = 'room_name,block_name,capacity,features,access';

it('a CSV of more data rows than the limit is refused with 413 as the row past it is read', async () => {
  // The limit is IMPORT_MAX_ROWS; a smaller one here keeps the test quick (the .ics test below uses the real one).
  const readRows = async (rows: number) => {
    const lines = Array.from({ length: rows }, (_, i) => `R${i},`);
    const text = (async function* () {
      yield `${ROOMS_HEADER}\r\n${lines.join('\r\n')}\r\n,,,,\r\n`;
    })();
    let n = 0;
    for await (const row of csvRows('rooms', text, 3)) n += row ? 1 : 0;
    return n;
  };
  expect(await readRows(3)).toBe(3);
  await expect(readRows(4)).rejects.toMatchObject({
    statusCode: 413,
    message: 'The file has more than 50,000 rows. Split it into smaller files and import each.',
  });
});

it(`an iCalendar file of more than ${IMPORT_MAX_ROWS} events is refused with 413 before any is parsed`, async () => {
  const events = 'BEGIN:VEVENT\r\nEND:VEVENT\r\n'.repeat(IMPORT_MAX_ROWS + 1);
  const file = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events}END:VCALENDAR\r\n`;
  const res = await postImport(ctx.app, admin.rb, 'bookings', file, { dryRun: true, contentType: 'text/calendar' });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ message: 'The file has more than 50,000 events. Split it into smaller files and import each.' });
});

it(`a timetable asking for more than ${IMPORT_MAX_BOOKINGS} bookings is refused with 413, small as the file is`, async () => {
  // Each row: every day of a year, 365 bookings; the file is 60 kB.
  const day = { block_name: 'Library Block', booker_email: DEMO.faculty, start_date: '2026-04-01', end_date: '2027-03-31' };
  const rows = Array.from({ length: Math.ceil(IMPORT_MAX_BOOKINGS / 365) + 1 }, (_, i) => ({
    ...day,
    room_name: `Room ${i}`,
    purpose: 'Daily',
    weekdays: 'Mon;Tue;Wed;Thu;Fri;Sat;Sun',
    start_time: '10:00',
    end_time: '11:00',
  }));
  const res = await postImport(ctx.app, admin.rb, 'bookings', timetable(...rows), { dryRun: true });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({
    message:
      "The file asks for more than 200,000 bookings. Split it into smaller files (a term's weeks, or a few blocks each) and import each.",
  });
});

it('a cell gives one error, however many bad items its list holds', async () => {
  const roles = Array.from({ length: 1000 }, (_, i) => `role${i}`).join(';');
  const users = await postImport(ctx.app, admin.superAdmin, 'users', `email,name,roles\r\nmany.roles@campus.example,Many,${roles}\r\n`, {
    dryRun: true,
  });
  expect(users.json().errors).toEqual([{ row: 2, field: 'roles', message: expect.stringMatching(/^"role0" is not a role/) }]);
  const row = { room_name: 'Any', block_name: 'Library Block', booker_email: DEMO.faculty, purpose: 'x', start_date: '2026-05-04' };
  const days = await postImport(
    ctx.app,
    admin.rb,
    'bookings',
    timetable({
      ...row,
      end_date: '2026-05-30',
      weekdays: 'Funday;Moonday;Mon',
      skip_dates: 'soon;later',
      start_time: '10:00',
      end_time: '11:00',
    }),
    { dryRun: true },
  );
  expect(days.json()).toMatchObject({
    skipped: 1,
    errors: [
      { row: 2, field: 'weekdays', message: '"Funday" is not a weekday (Mon, Tue, Wed, Thu, Fri, Sat or Sun)' },
      { row: 2, field: 'skip_dates', message: '"soon" is not a date in YYYY-MM-DD form' },
    ],
  });
});
