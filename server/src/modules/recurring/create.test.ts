import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { countRows, freshRoom, poster, recurringBody, seriesBookings, storeBooking } from '../../../test/recurring-kit';

const URL = '/api/faculty/bookroom/recurring';
let ctx: TestContext;
let send: ReturnType<typeof poster>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  send = poster(ctx);
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
});
afterAll(() => ctx.close());

describe('POST /api/faculty/bookroom/recurring', () => {
  it('books every Monday and Wednesday of the range, both ends included, confirmed', async () => {
    const room = await freshRoom(ctx.database.db);
    const pattern = [
      { day_of_week: 1, start_time: '09:00', end_time: '10:00' },
      { day_of_week: 3, start_time: '14:00', end_time: '15:30' },
    ];
    // 2026-03-09 (Mon) .. 2026-03-25 (Wed): 3 Mondays and 3 Wednesdays.
    const res = await send(URL, admin, recurringBody(room, { weekly_pattern: pattern, start_date: '2026-03-09', end_date: '2026-03-25' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Recurring booking created successfully! 6 bookings.', conflicts: [] });
    const rows = await seriesBookings(ctx.database.db, body.recurring_booking_id);
    expect(rows.map((r) => r.start_time.toISOString())).toEqual([
      '2026-03-09T03:30:00.000Z',
      '2026-03-11T08:30:00.000Z',
      '2026-03-16T03:30:00.000Z',
      '2026-03-18T08:30:00.000Z',
      '2026-03-23T03:30:00.000Z',
      '2026-03-25T08:30:00.000Z',
    ]);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['confirmed']));
    const series = await ctx.database.db
      .selectFrom('recurring_series')
      .selectAll()
      .where('id', '=', body.recurring_booking_id)
      .executeTakeFirstOrThrow();
    expect(series).toMatchObject({ state: 'active', expires_at: null, room_id: room, start_date: '2026-03-09', end_date: '2026-03-25' });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'recurring_series')
      .where('entity_id', '=', String(body.recurring_booking_id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['recurring.create']);
  });

  it('books Sunday (day 0) occurrences', async () => {
    const room = await freshRoom(ctx.database.db);
    const res = await send(
      URL,
      admin,
      recurringBody(room, {
        weekly_pattern: [{ day_of_week: 0, start_time: '10:00', end_time: '11:00' }],
        start_date: '2026-03-08',
        end_date: '2026-03-15',
      }),
    );
    expect(res.statusCode).toBe(201);
    const rows = await seriesBookings(ctx.database.db, res.json().recurring_booking_id);
    expect(rows.map((r) => r.start_time.toISOString())).toEqual(['2026-03-08T04:30:00.000Z', '2026-03-15T04:30:00.000Z']);
  });

  it('returns conflicts with stored live bookings and keeps a draft for 30 minutes, booking nothing', async () => {
    const db = ctx.database.db;
    const room = await freshRoom(db);
    await storeBooking(db, {
      roomId: room,
      email: DEMO.faculty,
      date: '2026-03-16',
      start: '09:30',
      end: '10:30',
      purpose: 'Thesis defence',
    });
    await storeBooking(db, {
      roomId: room,
      email: DEMO.clubs,
      date: '2026-03-16',
      start: '08:00',
      end: '09:15',
      purpose: 'Robotics prep',
      status: 'pending',
    });
    // Cancelled and rejected bookings, and touching ones, do not clash.
    await storeBooking(db, {
      roomId: room,
      email: DEMO.faculty,
      date: '2026-03-23',
      start: '09:00',
      end: '10:00',
      purpose: 'Old',
      status: 'cancelled',
    });
    await storeBooking(db, { roomId: room, email: DEMO.faculty, date: '2026-03-23', start: '10:00', end: '11:00', purpose: 'Touching' });
    const bookingsBefore = await countRows(db, 'bookings');

    const res = await send(URL, admin, recurringBody(room));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe('1 of 4 dates clashes with existing bookings. Confirm to book the other dates, or cancel.');
    expect(body.conflicts).toEqual([
      {
        date: '2026-03-16',
        day_of_week: 1,
        time_slot: '09:00-10:00',
        conflicting_bookings: [
          { user_name: 'Robotics Club', purpose: 'Robotics prep' },
          { user_name: 'Rahul Verma', purpose: 'Thesis defence' },
        ],
      },
    ]);
    expect(await countRows(db, 'bookings')).toBe(bookingsBefore);
    const draft = await db.selectFrom('recurring_series').selectAll().where('id', '=', body.recurring_booking_id).executeTakeFirstOrThrow();
    expect(draft.state).toBe('draft');
    expect(draft.expires_at!.getTime() - ctx.clock.now.getTime()).toBe(30 * 60_000);
  });

  it('refuses rows of the same pattern that overlap on one weekday', async () => {
    const room = await freshRoom(ctx.database.db);
    const res = await send(
      URL,
      admin,
      recurringBody(room, {
        weekly_pattern: [
          { day_of_week: 2, start_time: '10:00', end_time: '12:00' },
          { day_of_week: 2, start_time: '11:45', end_time: '13:00' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tuesday 10:00-12:00 and Tuesday 11:45-13:00 overlap; rows on the same weekday must not overlap');
  });

  it('checks 260 occurrences in one go', async () => {
    const room = await freshRoom(ctx.database.db);
    const pattern = [1, 2, 3, 4, 5].map((d) => ({ day_of_week: d, start_time: '18:00', end_time: '19:00' }));
    // 2026-03-09 (Mon) .. 2027-03-05 (Fri): 52 weeks of 5 weekdays.
    const res = await send(URL, admin, recurringBody(room, { weekly_pattern: pattern, start_date: '2026-03-09', end_date: '2027-03-05' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Recurring booking created successfully! 260 bookings.');
  });

  it('books one of two racing identical series; the other gets the conflicts', async () => {
    const room = await freshRoom(ctx.database.db);
    const results = await Promise.all([send(URL, admin, recurringBody(room)), send(URL, admin, recurringBody(room))]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // The loser either saw the winner's bookings (a draft) or was stopped by the exclusion constraint (409).
    const loser = results.find((r) => r.statusCode !== 201)!;
    expect([200, 409]).toContain(loser.statusCode);
    expect(loser.json().conflicts).toHaveLength(4);
    const booked = await ctx.database.db.selectFrom('bookings').select('id').where('room_id', '=', room).execute();
    expect(booked).toHaveLength(4);
  });

  describe('refuses bad input with a message and stores nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'day_of_week 7',
        { weekly_pattern: [{ day_of_week: 7, start_time: '09:00', end_time: '10:00' }] },
        'weekly_pattern.0.day_of_week must be <= 6',
      ],
      [
        '25:00',
        { weekly_pattern: [{ day_of_week: 1, start_time: '25:00', end_time: '26:00' }] },
        'Pattern row 1: start_time must be a time in HH:mm form (00:00 to 23:59)',
      ],
      ['start after end', { start_date: '2026-03-30', end_date: '2026-03-09' }, 'Start date must be on or before end date'],
      [
        'no matching weekday',
        { start_date: '2026-03-10', end_date: '2026-03-14' },
        'No date between 2026-03-10 and 2026-03-14 falls on Monday; choose a longer range or other weekdays',
      ],
      ['more than a year', { start_date: '2026-03-09', end_date: '2027-03-11' }, 'A recurring booking can span at most one year'],
      [
        'over 500 occurrences',
        {
          start_date: '2026-03-09',
          end_date: '2027-03-07',
          weekly_pattern: [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
            { day_of_week: d, start_time: '09:00', end_time: '10:00' },
            { day_of_week: d, start_time: '11:00', end_time: '12:00' },
          ]),
        },
        'A recurring booking can have at most 500 bookings; this one would have 728',
      ],
      [
        'off the grid',
        { weekly_pattern: [{ day_of_week: 1, start_time: '09:05', end_time: '10:00' }] },
        'Pattern row 1 (Monday 09:05-10:00): Bookings start and end on a quarter hour (:00, :15, :30 or :45)',
      ],
      [
        'end before start',
        { weekly_pattern: [{ day_of_week: 1, start_time: '11:00', end_time: '10:00' }] },
        'Pattern row 1 (Monday 11:00-10:00): End time must be after start time',
      ],
      [
        'outside hours',
        { weekly_pattern: [{ day_of_week: 1, start_time: '22:30', end_time: '23:30' }] },
        'Pattern row 1 (Monday 22:30-23:30): Bookings must be between 09:00 AM and 11:00 PM campus time',
      ],
      [
        'an occurrence in the past',
        { start_date: '2026-03-02', end_date: '2026-03-09' },
        '2026-03-02 09:00-10:00: Start time cannot be in the past',
      ],
      [
        'today, already begun',
        { start_date: '2026-03-04', weekly_pattern: [{ day_of_week: 3, start_time: '09:15', end_time: '10:00' }] },
        '2026-03-04 09:15-10:00: Start time cannot be in the past',
      ],
      ['blank purpose', { purpose: '   ' }, 'Purpose is required'],
      ['long purpose', { purpose: 'x'.repeat(201) }, 'Purpose must be at most 200 characters'],
      ['two rooms', { rooms: [1, 2] }, 'rooms must NOT have more than 1 items'],
      ['no pattern rows', { weekly_pattern: [] }, 'weekly_pattern must NOT have fewer than 1 items'],
      ['a non-date', { start_date: '2026-02-30' }, 'start_date must be a real date in YYYY-MM-DD form'],
      [
        'a string day',
        { weekly_pattern: [{ day_of_week: '1', start_time: '09:00', end_time: '10:00' }] },
        'weekly_pattern.0.day_of_week must be an integer',
      ],
      ['an unknown field', { note: 'x' }, 'Unknown field "note" in body'],
    ];
    it.each(cases)('%s', async (_name, overrides, message) => {
      const room = await freshRoom(ctx.database.db);
      const before = await Promise.all([countRows(ctx.database.db, 'bookings'), countRows(ctx.database.db, 'recurring_series')]);
      const res = await send(URL, admin, recurringBody(room, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await Promise.all([countRows(ctx.database.db, 'bookings'), countRows(ctx.database.db, 'recurring_series')])).toEqual(before);
    });

    it('an unknown room → 404', async () => {
      const res = await send(URL, admin, recurringBody(999_999));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Room not found.');
    });
  });

  it('is listed in the OpenAPI document with the series routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/faculty/bookroom/recurring',
        '/api/bookings/recurring/confirm',
        '/api/faculty/bookings/recurring/{id}',
      ]),
    );
    expect(Object.keys(paths['/api/faculty/bookings/recurring/{id}'])).toEqual(expect.arrayContaining(['put', 'delete']));
  });

  describe('roles', () => {
    it('lets a super_admin create a series', async () => {
      const room = await freshRoom(ctx.database.db);
      const res = await send(URL, await loginAs(ctx.app, DEMO.superAdmin), recurringBody(room));
      expect(res.statusCode).toBe(201);
    });

    it.each([DEMO.faculty, DEMO.clubs, DEMO.dean, DEMO.igh])('refuses %s with 403', async (email) => {
      const room = await freshRoom(ctx.database.db);
      const res = await send(URL, await loginAs(ctx.app, email), recurringBody(room));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to do this.');
    });

    it('refuses a visitor without a session with 401', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: URL, payload: recurringBody(1) });
      expect(res.statusCode).toBe(401);
    });
  });
});
