import { sql } from 'kysely';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { postImport, roomOfOwn } from '../../../test/imports-kit';

/** Issue 31: a timetable as an iCalendar file, expanded with ical.js. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.superAdmin);
  await roomOfOwn(ctx.app, 'ICS Room 1');
  await roomOfOwn(ctx.app, 'ICS Room 2');
  await roomOfOwn(ctx.app, 'ICS Twin', 'Library Block');
  await roomOfOwn(ctx.app, 'ICS Twin', 'Admin Block');
});
afterAll(() => ctx.close());

const calendar = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Timetabler//EN',
    'BEGIN:VTIMEZONE',
    'TZID:India Standard Time',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260301T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const ics = { contentType: 'text/calendar' };

const importedBookings = (importId: number) =>
  ctx.app.db
    .selectFrom('bookings as b')
    .innerJoin('rooms as r', 'r.id', 'b.room_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'r.room_name',
      'u.email',
      'b.purpose',
      sql<string>`to_char(b.start_time at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI')`.as('start'),
      sql<string>`to_char(b.end_time at time zone 'Asia/Kolkata', 'HH24:MI')`.as('end'),
    ])
    .where('b.import_id', '=', importId)
    .orderBy('b.start_time')
    .execute();

it('expands a recurring event (RRULE, EXDATE, RDATE) with a moved and a cancelled occurrence, in any time zone', async () => {
  const file = calendar(
    event(
      'UID:cs201@timetabler',
      'DTSTART;TZID=India Standard Time:20260406T100000',
      'DTEND;TZID=India Standard Time:20260406T110000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=5',
      'EXDATE;TZID=India Standard Time:20260413T100000',
      'RDATE;TZID=India Standard Time:20260416T100000',
      'SUMMARY:CS201 Lecture',
      'LOCATION:ICS Room 1',
      'ORGANIZER;CN=Rahul Verma:mailto:faculty@campus.example',
    ),
    event(
      'UID:cs201@timetabler',
      'RECURRENCE-ID;TZID=India Standard Time:20260420T100000',
      'DTSTART;TZID=India Standard Time:20260420T140000',
      'DTEND;TZID=India Standard Time:20260420T150000',
      'SUMMARY:CS201 Lecture (moved)',
      'LOCATION:ICS Room 2 (Library Block)',
      'ORGANIZER:mailto:faculty@campus.example',
    ),
    event(
      'UID:cs201@timetabler',
      'RECURRENCE-ID;TZID=India Standard Time:20260427T100000',
      'DTSTART;TZID=India Standard Time:20260427T100000',
      'DTEND;TZID=India Standard Time:20260427T110000',
      'STATUS:CANCELLED',
      'SUMMARY:CS201 Lecture',
      'LOCATION:ICS Room 1',
      'ORGANIZER:mailto:faculty@campus.example',
    ),
    event(
      'UID:talk@timetabler',
      'DTSTART:20260408T083000Z',
      'DTEND:20260408T093000Z',
      'SUMMARY:Guest talk',
      'LOCATION:ics room 1',
      'ORGANIZER:MAILTO:Clubs@campus.example',
    ),
    event(
      'UID:ny@timetabler',
      'DTSTART;TZID=America/New_York:20260409T003000',
      'DTEND;TZID=America/New_York:20260409T013000',
      'SUMMARY:Call with New York',
      'LOCATION:ICS Room 2',
      'ORGANIZER:mailto:faculty@campus.example',
    ),
    event(
      'UID:floating@timetabler',
      'DTSTART:20260410T160000',
      'DTEND:20260410T170000',
      'SUMMARY:Floating',
      'LOCATION:ICS Room 2',
      'ORGANIZER:mailto:faculty@campus.example',
    ),
  );
  const dry = await postImport(ctx.app, admin, 'bookings', file, { ...ics, dryRun: true });
  expect(dry.statusCode).toBe(200);
  expect(dry.json()).toMatchObject({ rows: 6, created: 7, errors: [], conflicts: [] });

  const res = await postImport(ctx.app, admin, 'bookings', file, ics);
  expect(res.statusCode).toBe(201);
  expect(await importedBookings(res.json().id)).toEqual([
    { room_name: 'ICS Room 1', email: DEMO.faculty, purpose: 'CS201 Lecture', start: '2026-04-06 10:00', end: '11:00' },
    { room_name: 'ICS Room 1', email: DEMO.clubs, purpose: 'Guest talk', start: '2026-04-08 14:00', end: '15:00' },
    { room_name: 'ICS Room 2', email: DEMO.faculty, purpose: 'Call with New York', start: '2026-04-09 10:00', end: '11:00' },
    { room_name: 'ICS Room 2', email: DEMO.faculty, purpose: 'Floating', start: '2026-04-10 16:00', end: '17:00' },
    { room_name: 'ICS Room 1', email: DEMO.faculty, purpose: 'CS201 Lecture', start: '2026-04-16 10:00', end: '11:00' },
    { room_name: 'ICS Room 2', email: DEMO.faculty, purpose: 'CS201 Lecture (moved)', start: '2026-04-20 14:00', end: '15:00' },
    { room_name: 'ICS Room 1', email: DEMO.faculty, purpose: 'CS201 Lecture', start: '2026-05-04 10:00', end: '11:00' },
  ]);

  const again = await postImport(ctx.app, admin, 'bookings', file, ics);
  expect(again.json()).toMatchObject({ created: 0, unchanged: 7 });
});

it("gives each event's problem its position in the file and the property", async () => {
  const organizer = 'ORGANIZER:mailto:faculty@campus.example';
  const file = calendar(
    event('UID:a', 'DTSTART:20260511T043000Z', 'DTEND:20260511T053000Z', 'SUMMARY:Unknown room', 'LOCATION:Room 404', organizer),
    event('UID:b', 'DTSTART:20260511T043000Z', 'DTEND:20260511T053000Z', 'SUMMARY:Twin', 'LOCATION:ICS Twin', organizer),
    event(
      'UID:c',
      'DTSTART:20260511T043000Z',
      'DTEND:20260511T053000Z',
      'RRULE:FREQ=WEEKLY',
      'SUMMARY:Forever',
      'LOCATION:ICS Room 1',
      organizer,
    ),
    event('UID:d', 'DTSTART;VALUE=DATE:20260512', 'DTEND;VALUE=DATE:20260513', 'SUMMARY:All day', 'LOCATION:ICS Room 1', organizer),
    event('UID:e', 'DTSTART:20260511T023000Z', 'DTEND:20260511T033000Z', 'SUMMARY:Too early', 'LOCATION:ICS Room 1', organizer),
    event('UID:f', 'DTSTART:20260511T063000Z', 'DTEND:20260511T073000Z', 'SUMMARY:Nobody', 'LOCATION:ICS Room 1'),
    event('UID:g', 'DTSTART:20260511T063000Z', 'DTEND:20260511T073000Z', 'SUMMARY:Fine', 'LOCATION:ICS Twin (Admin Block)', organizer),
    event('UID:h', 'DTEND:20260511T073000Z', 'SUMMARY:No start', 'LOCATION:ICS Room 1', organizer),
    event(
      'UID:i',
      'DTSTART:20260512T063000Z',
      'DTEND:20260512T073000Z',
      'RDATE;VALUE=PERIOD:20260513T063000Z/20260513T073000Z',
      'SUMMARY:Period',
      'LOCATION:ICS Room 1',
      organizer,
    ),
  );
  const res = await postImport(ctx.app, admin, 'bookings', file, ics);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ rows: 9, created: 1, skipped: 8 });
  expect(res.json().errors).toEqual([
    { row: 1, field: 'LOCATION', message: 'there is no room "Room 404"; name it as in Manage Rooms, or "Room (Block)"' },
    { row: 2, field: 'LOCATION', message: '"ICS Twin" names a room in Library Block, Admin Block; write it as "ICS Twin (Library Block)"' },
    { row: 3, field: 'RRULE', message: 'the event repeats without end; give its RRULE an UNTIL or a COUNT' },
    { row: 4, field: 'DTSTART', message: 'all-day events cannot be booked; give the event a start and end time' },
    { row: 5, field: 'DTSTART', message: '2026-05-11: 08:00 is before 09:00' },
    { row: 6, field: 'ORGANIZER', message: 'is required (mailto: the booker’s e-mail)' },
    { row: 8, field: 'DTSTART', message: 'is required (the date and time the event starts)' },
    {
      row: 9,
      field: 'RDATE',
      message: 'a period (start/end) cannot be read here; list the extra dates as date-times, e.g. RDATE:20270112T100000',
    },
  ]);
});

it('refuses an iCalendar file for rooms or users (415), and a file that is not one (400)', async () => {
  const file = calendar(event('UID:x', 'DTSTART:20260511T043000Z', 'DTEND:20260511T053000Z', 'SUMMARY:x', 'LOCATION:ICS Room 1'));
  const rooms = await postImport(ctx.app, admin, 'rooms', file, ics);
  expect(rooms.statusCode).toBe(415);
  expect(rooms.json()).toEqual({ message: 'An iCalendar (.ics) file can only be imported as a timetable.' });
  const junk = await postImport(ctx.app, admin, 'bookings', 'room_name,block_name\r\n', ics);
  expect(junk.statusCode).toBe(400);
  expect(junk.json()).toEqual({ message: 'The file is not an iCalendar file: it does not start with BEGIN:VCALENDAR.' });
  const empty = await postImport(ctx.app, admin, 'bookings', calendar(), ics);
  expect(empty.json()).toEqual({ message: 'The iCalendar file holds no events.' });
});
