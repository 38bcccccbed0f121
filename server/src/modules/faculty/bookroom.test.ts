import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { at, auditOf, bookingsOfRoom, bookRoom, createTestRoom, setStatus } from '../../../test/booking-kit';

let ctx: TestContext;
let faculty: string;
let admin: string;
let room: number;
const DAY = '2026-03-06'; // Friday, two days after TEST_NOW

beforeAll(async () => {
  ctx = await createTestApp();
  faculty = await loginAs(ctx.app, DEMO.faculty);
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
  room = await createTestRoom(ctx.database, 'Booking Test Room');
});
afterAll(() => ctx.close());

const slot = (start: string, end: string, purpose = 'Faculty meeting', date = DAY) => ({
  room_id: room,
  start_time: at(date, start),
  end_time: at(date, end),
  purpose,
});

describe('POST /api/faculty/bookroom', () => {
  it('books a free slot as pending for faculty, trims the purpose and audits the insert', async () => {
    const res = await bookRoom(ctx.app, faculty, slot('10:00', '11:00', '  Faculty meeting  '));
    expect(res.statusCode).toBe(201);
    const { message, booking } = res.json();
    expect(message).toBe('Request sent for approval');
    expect(booking).toMatchObject({
      room_id: room,
      rooms: 'Booking Test Room',
      purpose: 'Faculty meeting',
      status: 'pending',
      recurring_booking_id: null,
      start_time: '2026-03-06T10:00:00+05:30',
      end_time: '2026-03-06T11:00:00+05:30',
    });
    const audit = await auditOf(ctx.database, booking.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'booking.create', before: null });
    expect(audit[0].after).toMatchObject({ id: booking.id, status: 'pending', start_time: '2026-03-06T04:30:00.000Z' });
  });

  it('confirms an administrator booking at once', async () => {
    for (const [email, time] of [
      [DEMO.rbAdmin, '12:00'],
      [DEMO.superAdmin, '13:00'],
      [DEMO.clubs, '14:00'],
    ] as const) {
      const cookie = await loginAs(ctx.app, email);
      const res = await bookRoom(ctx.app, cookie, slot(time, `${Number(time.slice(0, 2)) + 1}:00`));
      expect(res.statusCode).toBe(201);
      expect(res.json().booking.status).toBe(email === DEMO.clubs ? 'pending' : 'confirmed');
      expect(res.json().message).toBe(email === DEMO.clubs ? 'Request sent for approval' : 'Room booked successfully');
    }
  });

  it('refuses an overlap with 409 naming the clashing booking, and stores nothing', async () => {
    const before = (await bookingsOfRoom(ctx.database, room)).length;
    for (const [start, end] of [
      ['10:30', '11:30'],
      ['09:00', '12:00'],
      ['10:15', '10:45'],
      ['09:45', '10:15'],
    ]) {
      const res = await bookRoom(ctx.app, faculty, slot(start, end, 'Overlap'));
      expect(res.statusCode).toBe(409);
      expect(res.json().clash.purpose).toBeDefined();
    }
    const res = await bookRoom(ctx.app, faculty, slot('10:30', '11:30', 'Overlap'));
    expect(res.json()).toEqual({
      message: 'This room is already booked from 10:00 AM to 11:00 AM on Fri, Mar 06, 2026 for "Faculty meeting".',
      clash: { start_time: '2026-03-06T10:00:00+05:30', end_time: '2026-03-06T11:00:00+05:30', purpose: 'Faculty meeting' },
    });
    expect(await bookingsOfRoom(ctx.database, room)).toHaveLength(before);
  });

  it('allows ranges that only touch an existing booking (10:00-11:00 after 09:00-10:00)', async () => {
    const day = '2026-03-09';
    expect((await bookRoom(ctx.app, faculty, slot('09:00', '10:00', 'First', day))).statusCode).toBe(201);
    expect((await bookRoom(ctx.app, faculty, slot('10:00', '11:00', 'Second', day))).statusCode).toBe(201);
    expect((await bookRoom(ctx.app, faculty, slot('08:45', '09:00', 'Too early', day))).statusCode).toBe(400);
    expect((await bookRoom(ctx.app, faculty, slot('22:00', '23:00', 'Last slot ends 23:00', day))).statusCode).toBe(201);
  });

  it('lets rejected and cancelled bookings free their slot', async () => {
    const day = '2026-03-10';
    const first = (await bookRoom(ctx.app, faculty, slot('15:00', '16:00', 'Will be rejected', day))).json().booking;
    expect((await bookRoom(ctx.app, faculty, slot('15:00', '16:00', 'Blocked', day))).statusCode).toBe(409);
    await setStatus(ctx.database, first.id, 'rejected'); // as a dean's decision would
    const second = await bookRoom(ctx.app, faculty, slot('15:00', '16:00', 'After rejection', day));
    expect(second.statusCode).toBe(201);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/faculty/bookings/${second.json().booking.id}`,
      headers: { cookie: faculty },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await bookRoom(ctx.app, faculty, slot('15:00', '16:00', 'After cancellation', day))).statusCode).toBe(201);
  });

  describe('refuses every rule with its message and stores nothing', () => {
    const day = '2026-03-11';
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['shorter than 15 minutes', { start_time: at(day, '10:00'), end_time: at(day, '10:10') }, BOOKING_MESSAGES.tooShort],
      ['longer than 8 hours', { start_time: at(day, '09:00'), end_time: at(day, '17:15') }, BOOKING_MESSAGES.tooLong],
      ['off the 15-minute grid', { start_time: at(day, '10:05'), end_time: at(day, '10:35') }, BOOKING_MESSAGES.offGrid],
      ['seconds off the grid', { start_time: `${day}T10:00:30+05:30`, end_time: at(day, '11:00') }, BOOKING_MESSAGES.offGrid],
      ['starting before 09:00', { start_time: at(day, '08:45'), end_time: at(day, '09:30') }, BOOKING_MESSAGES.outsideHours],
      ['ending after 23:00', { start_time: at(day, '22:30'), end_time: at(day, '23:15') }, BOOKING_MESSAGES.outsideHours],
      [
        'starting in the past (earlier today)',
        { start_time: at('2026-03-04', '09:00'), end_time: at('2026-03-04', '10:00') },
        BOOKING_MESSAGES.startInPast,
      ],
      [
        'starting in the past (yesterday)',
        { start_time: at('2026-03-03', '10:00'), end_time: at('2026-03-03', '11:00') },
        BOOKING_MESSAGES.startInPast,
      ],
      ['ending before it starts', { start_time: at(day, '11:00'), end_time: at(day, '10:00') }, BOOKING_MESSAGES.endBeforeStart],
      ['ending when it starts', { start_time: at(day, '11:00'), end_time: at(day, '11:00') }, BOOKING_MESSAGES.endBeforeStart],
      ['an empty purpose', { purpose: '' }, BOOKING_MESSAGES.purposeRequired],
      ['a blank purpose', { purpose: '   ' }, BOOKING_MESSAGES.purposeRequired],
      ['a purpose of 201 characters', { purpose: 'x'.repeat(201) }, BOOKING_MESSAGES.purposeTooLongOnCreate],
      ['a start without an offset', { start_time: `${day}T10:00:00` }, BOOKING_MESSAGES.startMalformed],
      ['a start that is no date', { start_time: 'next tuesday morning' }, BOOKING_MESSAGES.startMalformed],
      [
        'an impossible date',
        { start_time: '2026-02-30T10:00:00+05:30', end_time: '2026-02-30T11:00:00+05:30' },
        BOOKING_MESSAGES.startMalformed,
      ],
      ['an impossible end hour', { end_time: `${day}T25:00:00+05:30` }, BOOKING_MESSAGES.endMalformed],
      ['an unknown room', { room_id: 999999 }, 'Unknown room id: 999999'],
      [
        'a start more than 2 years ahead',
        { start_time: at('2028-03-06', '10:00'), end_time: at('2028-03-06', '11:00') },
        BOOKING_MESSAGES.tooFarAhead,
      ],
      ['a purpose with a NUL character', { purpose: 'Board\u0000meeting' }, 'Purpose cannot contain control characters'],
    ];
    it.each(cases)('%s', async (_name, override, message) => {
      const before = await ctx.database.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await bookRoom(ctx.app, faculty, { ...slot('10:00', '11:00', 'Rule check', day), ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      const after = await ctx.database.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it.each([
      ['a purpose of 10,000 characters', { purpose: 'x'.repeat(10_000) }],
      ['a room id as a string', { room_id: '1' }],
      ['a purpose as a number', { purpose: 42 }],
      ['a missing end', { end_time: undefined }],
      ['an unknown field', { status: 'confirmed' }],
      ['a negative room id', { room_id: -4 }],
      ['a room id beyond 32 bits', { room_id: 2 ** 40 }],
    ])('refuses %s by schema', async (_name, override) => {
      const res = await bookRoom(ctx.app, faculty, { ...slot('10:00', '11:00', 'Schema check', day), ...override });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
      expect(await bookingsOfRoom(ctx.database, room).then((rows) => rows.filter((r) => r.purpose === 'Schema check'))).toHaveLength(0);
    });

    it('accepts a purpose of exactly 200 characters', async () => {
      const res = await bookRoom(ctx.app, faculty, slot('12:00', '12:15', 'y'.repeat(200), day));
      expect(res.statusCode).toBe(201);
    });

    it('lets an administrator book a start in the past', async () => {
      const res = await bookRoom(ctx.app, admin, slot('09:00', '09:30', 'Logged after the fact', '2026-03-04'));
      expect(res.statusCode).toBe(201);
      expect(res.json().booking.status).toBe('confirmed');
    });
  });

  it('answers 401 without a session and 403 for roles without booking rights', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/faculty/bookroom', payload: slot('16:00', '17:00') })).statusCode).toBe(401);
    for (const email of [DEMO.dean, DEMO.igh]) {
      const res = await bookRoom(ctx.app, await loginAs(ctx.app, email), slot('16:00', '17:00', 'Not allowed'));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to do this.');
    }
    expect((await bookingsOfRoom(ctx.database, room)).filter((r) => r.purpose === 'Not allowed')).toHaveLength(0);
  });
});
