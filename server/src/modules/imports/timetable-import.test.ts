import { sql } from 'kysely';
import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';
import { at, storeBooking } from '../../../test/booking-kit';
import { cleanDryRun, countOf, postImport, roomOfOwn, timetable, undo } from '../../../test/imports-kit';

/** Issue 31: importing a teaching timetable (CSV), through the bookings module's batch writer. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
});
afterAll(() => ctx.close());

const bookingsIn = (roomId: number) =>
  ctx.app.db
    .selectFrom('bookings')
    .select([
      'user_id',
      'purpose',
      'status',
      'import_id',
      sql<string>`to_char(start_time at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI')`.as('start'),
    ])
    .where('room_id', '=', roomId)
    .orderBy('start_time')
    .execute();

/** A one-off 10:00–11:00 booking row for the faculty account in a Library Block room. */
const lesson = (room_name: string, purpose: string, start_date: string) => ({
  room_name,
  block_name: 'Library Block',
  booker_email: DEMO.faculty as string,
  purpose,
  start_date,
  start_time: '10:00',
  end_time: '11:00',
});

const importNotices = (kind: string) =>
  ctx.app.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.email', 'n.title', 'n.body', 'n.link'])
    .where('n.kind', '=', kind)
    .orderBy('u.email')
    .execute();

describe('a weekly timetable', () => {
  let room1: number;
  let room2: number;
  let file: string;
  beforeAll(async () => {
    room1 = await roomOfOwn(ctx.app, 'TT Room 1');
    room2 = await roomOfOwn(ctx.app, 'TT Room 2');
    file = timetable(
      {
        room_name: 'TT Room 1',
        block_name: 'Library Block',
        booker_email: DEMO.faculty,
        purpose: 'PH101 Lecture',
        start_date: '2026-04-06',
        end_date: '2026-04-30',
        weekdays: 'Mon;Thu',
        start_time: '10:00',
        end_time: '11:00',
        skip_dates: '2026-04-16',
      },
      {
        room_name: 'tt room 1',
        block_name: 'library block',
        booker_email: 'Clubs@Campus.example',
        purpose: 'Club meet',
        start_date: '2026-04-07',
        start_time: '14:00',
        end_time: '16:00',
      },
      {
        room_name: 'TT Room 2',
        block_name: 'Library Block',
        booker_email: DEMO.faculty,
        purpose: '=Lab "A", session',
        start_date: '2026-04-06',
        end_date: '2026-04-20',
        weekdays: 'wednesday',
        start_time: '9:00',
        end_time: '12:00',
      },
    );
  });

  it('dry run: counts the bookings each row expands to and writes nothing', async () => {
    const before = [await countOf(ctx.app, 'bookings'), await countOf(ctx.app, 'notifications'), await countOf(ctx.app, 'imports')];
    const res = await postImport(ctx.app, admin, 'bookings', file, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(cleanDryRun('bookings', { rows: 3, created: 10 }));
    expect([await countOf(ctx.app, 'bookings'), await countOf(ctx.app, 'notifications'), await countOf(ctx.app, 'imports')]).toEqual(
      before,
    );
  });

  it('imports confirmed bookings, audited, and tells each booker once in a summary (one mail each)', async () => {
    const mails = await countOf(ctx.app, 'notifications');
    const res = await postImport(ctx.app, admin, 'bookings', file, { fileName: 'term.csv' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toMatchObject({ rows: 3, created: 10, unchanged: 0, skipped: 0 });
    const faculty = (await ctx.app.db.selectFrom('users').select('id').where('email', '=', DEMO.faculty).executeTakeFirstOrThrow()).id;
    const lecture = { user_id: faculty, purpose: 'PH101 Lecture', status: 'confirmed', import_id: id };
    expect(await bookingsIn(room1)).toEqual([
      { ...lecture, start: '2026-04-06 10:00' },
      { ...lecture, start: '2026-04-07 14:00', user_id: expect.any(Number), purpose: 'Club meet' },
      { ...lecture, start: '2026-04-09 10:00' },
      { ...lecture, start: '2026-04-13 10:00' },
      { ...lecture, start: '2026-04-20 10:00' },
      { ...lecture, start: '2026-04-23 10:00' },
      { ...lecture, start: '2026-04-27 10:00' },
      { ...lecture, start: '2026-04-30 10:00' },
    ]);
    expect((await bookingsIn(room2)).map((b) => [b.start, b.purpose])).toEqual([
      ['2026-04-08 09:00', '=Lab "A", session'],
      ['2026-04-15 09:00', '=Lab "A", session'],
    ]);
    const audits = await ctx.app.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'booking.import').execute();
    expect(audits).toHaveLength(10);
    expect(await importNotices('import.booked')).toEqual([
      {
        email: DEMO.clubs,
        title: 'Timetable imported',
        body: '1 booking was added for you by the timetable import of Mar 04, 2026.',
        link: '/faculty/bookings',
      },
      {
        email: DEMO.faculty,
        title: 'Timetable imported',
        body: '9 bookings were added for you by the timetable import of Mar 04, 2026.',
        link: '/faculty/bookings',
      },
    ]);
    expect(await countOf(ctx.app, 'notifications')).toBe(mails + 2);
    const outbox = await ctx.app.db
      .selectFrom('mail_outbox as m')
      .innerJoin('events as e', 'e.id', 'm.event_id')
      .select('m.recipient')
      .where('e.kind', '=', 'import.booked')
      .orderBy('m.recipient')
      .execute();
    expect(outbox.map((m) => m.recipient)).toEqual([DEMO.clubs, DEMO.faculty]);
  });

  it('importing the same file again creates nothing and tells nobody', async () => {
    const [bookings, notices] = [await countOf(ctx.app, 'bookings'), await countOf(ctx.app, 'notifications')];
    const res = await postImport(ctx.app, admin, 'bookings', file);
    expect(res.json()).toMatchObject({ created: 0, unchanged: 10, skipped: 0, conflicts: [] });
    expect([await countOf(ctx.app, 'bookings'), await countOf(ctx.app, 'notifications')]).toEqual([bookings, notices]);
  });
});

describe('conflicts', () => {
  it('with a stored booking: the whole import is refused (422) and nothing changes; skip_invalid leaves out only that date', async () => {
    const room = await roomOfOwn(ctx.app, 'TT Room 3');
    await storeBooking(ctx.database, DEMO.rbAdmin, room, at('2026-04-14', '10:30'), at('2026-04-14', '11:30'), 'Board meeting');
    const file = timetable({
      room_name: 'TT Room 3',
      block_name: 'Library Block',
      booker_email: DEMO.faculty,
      purpose: 'Maths',
      start_date: '2026-04-07',
      end_date: '2026-04-21',
      weekdays: 'Tue',
      start_time: '10:00',
      end_time: '11:00',
    });
    const before = [await countOf(ctx.app, 'bookings'), await countOf(ctx.app, 'imports'), await countOf(ctx.app, 'notifications')];
    const res = await postImport(ctx.app, admin, 'bookings', file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nothing was imported: the file has 1 conflict. Correct the file, or import only the valid rows.',
      id: null,
      kind: 'bookings',
      dry_run: false,
      rows: 1,
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: 1,
      errors: [],
      conflicts: [
        { row: 2, date: '2026-04-14', room_name: 'TT Room 3', message: 'TT Room 3 is booked 2026-04-14 10:30–11:30 by Arjun Mehta' },
      ],
    });
    expect([await countOf(ctx.app, 'bookings'), await countOf(ctx.app, 'imports'), await countOf(ctx.app, 'notifications')]).toEqual(
      before,
    );

    const skipped = await postImport(ctx.app, admin, 'bookings', file, { skipInvalid: true });
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json()).toMatchObject({ created: 2, skipped: 1, conflicts: [{ row: 2, date: '2026-04-14' }] });
    expect((await bookingsIn(room)).map((b) => b.start)).toEqual(['2026-04-07 10:00', '2026-04-14 10:30', '2026-04-21 10:00']);
  });

  it('with a closure: the closed date is a conflict naming the reason', async () => {
    const room = await roomOfOwn(ctx.app, 'TT Room 4');
    const closure = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blackouts',
      headers: { cookie: admin },
      payload: {
        starts_at: at('2026-04-28', '00:00'),
        ends_at: at('2026-04-29', '00:00'),
        scope: 'rooms',
        room_ids: [room],
        reason: 'Exams',
      },
    });
    expect(closure.statusCode).toBe(201);
    const file = timetable({
      room_name: 'TT Room 4',
      block_name: 'Library Block',
      booker_email: DEMO.faculty,
      purpose: 'Seminar',
      start_date: '2026-04-27',
      end_date: '2026-04-29',
      weekdays: 'Mon;Tue;Wed',
      start_time: '10:00',
      end_time: '11:00',
    });
    const res = await postImport(ctx.app, admin, 'bookings', file, { dryRun: true });
    expect(res.json()).toMatchObject({
      created: 2,
      skipped: 1,
      conflicts: [{ row: 2, date: '2026-04-28', room_name: 'TT Room 4', message: 'TT Room 4 is closed on 2026-04-28: Exams' }],
    });
  });

  it('within the file: the earlier row keeps the time, the later row conflicts; an identical row is an error', async () => {
    await roomOfOwn(ctx.app, 'TT Room 5');
    const row = lesson('TT Room 5', 'Course A', '2026-05-04');
    const res = await postImport(
      ctx.app,
      admin,
      'bookings',
      timetable(row, { ...row, purpose: 'Course B', booker_email: DEMO.clubs, start_time: '10:30', end_time: '12:00' }, row),
      { dryRun: true },
    );
    expect(res.json()).toMatchObject({
      created: 1,
      skipped: 2,
      errors: [{ row: 4, field: null, message: 'repeats row 2' }],
      conflicts: [
        { row: 3, date: '2026-05-04', room_name: 'TT Room 5', message: 'TT Room 5 is booked 2026-05-04 10:00–11:00 by row 2 of this file' },
      ],
    });
  });
});

it('names each broken rule by row and column', async () => {
  await roomOfOwn(ctx.app, 'TT Room 6');
  await roomOfOwn(ctx.app, 'TT Lab', 'Library Block', ['Faculty']);
  const ok = lesson('TT Room 6', 'Tutorial', '2026-05-11');
  const res = await postImport(
    ctx.app,
    admin,
    'bookings',
    timetable(
      { ...ok, start_time: '08:30' },
      { ...ok, room_name: 'Nowhere' },
      { ...ok, booker_email: 'nobody@campus.example' },
      { ...ok, start_date: '2026-02-30' },
      { ...ok, end_date: '2026-05-20', weekdays: 'Funday' },
      { ...ok, end_time: '23:30', start_time: '22:00' },
      { ...ok, purpose: ' ' },
      { ...ok, start_time: '10:10' },
      { ...ok, end_date: '2026-05-01', weekdays: 'Mon' },
      { ...ok, block_name: 'Nope' },
      { ...ok, room_name: 'TT Lab', booker_email: DEMO.clubs },
      { ...ok, end_date: '2026-05-25', weekdays: 'Mon', skip_dates: '2026-05-12' },
      { ...ok, start_date: '2028-05-11' },
      { ...ok, end_date: '2026-05-25' },
      { ...ok, start_time: '09:00', end_time: '17:15' },
      { ...ok, start_time: '11:00', end_time: '11:00' },
    ),
  );
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual([
    { row: 2, field: 'start_time', message: '08:30 is before 09:00' },
    { row: 3, field: 'room_name', message: 'there is no room "Nowhere" in block "Library Block"' },
    { row: 4, field: 'booker_email', message: 'there is no user with the e-mail nobody@campus.example' },
    { row: 5, field: 'start_date', message: '"2026-02-30" is not a date in YYYY-MM-DD form' },
    { row: 6, field: 'weekdays', message: '"Funday" is not a weekday (Mon, Tue, Wed, Thu, Fri, Sat or Sun)' },
    { row: 7, field: 'end_time', message: '23:30 is after 23:00' },
    { row: 8, field: 'purpose', message: 'Purpose is required' },
    { row: 9, field: 'start_time', message: '10:10 is not on a quarter hour (:00, :15, :30 or :45)' },
    { row: 10, field: 'end_date', message: '2026-05-01 is before start_date 2026-05-11' },
    { row: 11, field: 'block_name', message: 'there is no block "Nope"' },
    { row: 12, field: 'booker_email', message: 'This room is reserved for Faculty.' },
    { row: 13, field: 'skip_dates', message: '2026-05-12 is not a date of this recurring booking' },
    { row: 14, field: 'start_date', message: '2028-05-11: Bookings can be made at most 2 years ahead' },
    { row: 15, field: 'weekdays', message: 'name the weekdays (e.g. Mon;Thu) when end_date is given' },
    { row: 16, field: 'end_time', message: 'the booking is longer than 8 hours' },
    { row: 17, field: 'end_time', message: '11:00 is not after the start time 11:00' },
  ]);
});

describe('undo', () => {
  it('cancels the bookings that have not started, keeps those that have, and tells each booker once', async () => {
    const room = await roomOfOwn(ctx.app, 'TT Room 7');
    const base = { room_name: 'TT Room 7', block_name: 'Library Block', start_time: '10:00', end_time: '11:00' };
    const res = await postImport(
      ctx.app,
      admin,
      'bookings',
      timetable(
        { ...base, booker_email: DEMO.faculty, purpose: 'Weekly', start_date: '2026-03-09', end_date: '2026-03-30', weekdays: 'Mon' },
        { ...base, booker_email: DEMO.clubs, purpose: 'Once', start_date: '2026-03-10' },
      ),
    );
    expect(res.json()).toMatchObject({ created: 5 });
    ctx.clock.now = new Date('2026-03-17T06:30:00Z'); // Tue 17 March, 12:00 on campus
    try {
      const later = await loginAs(ctx.app, DEMO.rbAdmin);
      const undone = await undo(ctx.app, later, res.json().id);
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toEqual({
        message: 'Import undone: 2 bookings cancelled, 1 kept.',
        cancelled: 2,
        removed: 0,
        kept: [{ name: '3 bookings', reason: 'had started before the undo' }],
      });
      expect((await bookingsIn(room)).map((b) => `${b.start} ${b.status}`)).toEqual([
        '2026-03-09 10:00 confirmed',
        '2026-03-10 10:00 confirmed',
        '2026-03-16 10:00 confirmed',
        '2026-03-23 10:00 cancelled',
        '2026-03-30 10:00 cancelled',
      ]);
      expect(await importNotices('import.cancelled')).toEqual([
        {
          email: DEMO.faculty,
          title: 'Timetable import undone',
          body: 'Arjun Mehta cancelled 2 bookings of yours. Reason: The timetable import of Mar 04, 2026 was undone.',
          link: '/faculty/bookings',
        },
      ]);
      expect((await undo(ctx.app, later, res.json().id)).statusCode).toBe(409);
    } finally {
      ctx.clock.now = TEST_NOW;
    }
  });
});

it('reports progress under the wizard’s token, to the importer only', async () => {
  await roomOfOwn(ctx.app, 'TT Room 8');
  const file = timetable({
    room_name: 'TT Room 8',
    block_name: 'Library Block',
    booker_email: DEMO.faculty,
    purpose: 'Progress',
    start_date: '2026-06-01',
    end_date: '2026-06-30',
    weekdays: 'Mon;Tue',
    start_time: '10:00',
    end_time: '11:00',
  });
  await postImport(ctx.app, admin, 'bookings', file, { progress: 'wizard-token-1' });
  const mine = await ctx.app.inject({ method: 'GET', url: '/api/admin/imports/progress/wizard-token-1', headers: { cookie: admin } });
  expect(mine.json()).toEqual({ phase: 'done', done: 10, total: 10 });
  const other = await loginAs(ctx.app, DEMO.superAdmin);
  const theirs = await ctx.app.inject({ method: 'GET', url: '/api/admin/imports/progress/wizard-token-1', headers: { cookie: other } });
  expect(theirs.statusCode).toBe(404);
});

it('two imports of one file at once book each date once: the rooms’ locks queue the second behind the first', async () => {
  const room = await roomOfOwn(ctx.app, 'TT Room 9');
  const file = timetable({ ...lesson('TT Room 9', 'Raced', '2026-06-01'), end_date: '2026-06-26', weekdays: 'Mon;Wed;Fri' });
  const [a, b] = await Promise.all([postImport(ctx.app, admin, 'bookings', file), postImport(ctx.app, admin, 'bookings', file)]);
  expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  expect([a.json().created, b.json().created].sort()).toEqual([0, 12]);
  expect([a.json().unchanged, b.json().unchanged].sort()).toEqual([0, 12]);
  expect(await bookingsIn(room)).toHaveLength(12);
});

it('the booking policy of the booker’s role does not apply: an administrator is importing', async () => {
  await roomOfOwn(ctx.app, 'TT Room 10');
  const superAdmin = await loginAs(ctx.app, DEMO.superAdmin);
  const setPolicy = (values: Record<string, number>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/booking-policies/rb_faculty', headers: { cookie: superAdmin }, payload: values });
  expect((await setPolicy({ max_pending: 1, max_hours_per_week: 1, max_days_ahead: 7 })).statusCode).toBe(200);
  try {
    // Three hours a day on three days, ten weeks ahead: over the hours and the days ahead alike.
    const row = { ...lesson('TT Room 10', 'Policy free', '2026-05-18'), end_date: '2026-05-20', weekdays: 'Mon;Tue;Wed' };
    const res = await postImport(ctx.app, admin, 'bookings', timetable({ ...row, start_time: '10:00', end_time: '13:00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 3, errors: [], conflicts: [] });
  } finally {
    expect((await setPolicy({ max_pending: 10, max_hours_per_week: 20, max_days_ahead: 180 })).statusCode).toBe(200);
  }
});

it('an administrator importing bookings of their own is not told of them', async () => {
  await roomOfOwn(ctx.app, 'TT Room 11');
  const mine = async () => (await importNotices('import.booked')).filter((n) => n.email === DEMO.rbAdmin).length;
  const before = await mine();
  const res = await postImport(
    ctx.app,
    admin,
    'bookings',
    timetable({ ...lesson('TT Room 11', 'Own', '2026-06-02'), booker_email: DEMO.rbAdmin }),
  );
  expect(res.json()).toMatchObject({ created: 1 });
  expect(await mine()).toBe(before);
});
