import { Value } from '@sinclair/typebox/value';
import { ScheduleResponse } from '../../contracts/schedule';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { createBlock, createRooms, getSchedule, storeBooking, storeClosure, userId, wire } from '../../../test/schedule-kit';

// A block of the file's own (rooms A, B, C) and another block's room; the test clock is Wed 4 March 2026.
let ctx: TestContext;
let faculty: string;
let blockId: number;
let otherBlockId: number;
let room: { a: number; b: number; c: number; other: number };
let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  faculty = await loginAs(app, DEMO.faculty);
  blockId = await createBlock(app, 'Grid Edges');
  otherBlockId = await createBlock(app, 'Grid Edges Other');
  const [a, b, c] = await createRooms(app, blockId, [{ room_name: 'Edge A' }, { room_name: 'Edge B' }, { room_name: 'Edge C' }]);
  const [other] = await createRooms(app, otherBlockId, [{ room_name: 'Edge X' }]);
  room = { a, b, c, other };
  const clubs = await userId(app, DEMO.clubs);
  const book = (
    room_id: number,
    from: [string, string],
    to: [string, string],
    status?: 'pending' | 'confirmed' | 'cancelled' | 'rejected',
  ) => storeBooking(app, { room_id, user_id: clubs, from, to, status, purpose: `Edge ${from.join(' ')}` });
  ids = {
    crossing: await book(a, ['2026-03-10', '22:00'], ['2026-03-11', '01:00'], 'pending'),
    endsAtMidnight: await book(b, ['2026-03-10', '21:00'], ['2026-03-11', '00:00']),
    startsAtMidnight: await book(c, ['2026-03-11', '00:00'], ['2026-03-11', '02:00']),
    longBefore: await book(b, ['2026-03-11', '17:00'], ['2026-03-12', '00:45']),
    cancelled: await book(c, ['2026-03-10', '10:00'], ['2026-03-10', '11:00'], 'cancelled'),
    rejected: await book(c, ['2026-03-10', '12:00'], ['2026-03-10', '13:00'], 'rejected'),
    weekLast: await book(a, ['2026-03-22', '23:00'], ['2026-03-22', '23:45']),
    weekAfter: await book(a, ['2026-03-23', '00:00'], ['2026-03-23', '01:00']),
    otherRoom: await book(other, ['2026-03-10', '10:00'], ['2026-03-10', '11:00']),
  };
});
afterAll(() => ctx.close());

const grid = async (query: string) => {
  const res = await getSchedule(ctx.app, faculty, `block_id=${blockId}&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const bookingIds = async (query: string) => (await grid(query)).bookings.map((b: { id: number }) => b.id);

describe('GET /api/schedule: the window', () => {
  it('shows a booking crossing campus midnight on both days, in campus time', async () => {
    const first = await grid('date=2026-03-10');
    expect(first.bookings).toContainEqual({
      id: ids.crossing,
      room_id: room.a,
      start_time: wire('2026-03-10', '22:00'),
      end_time: wire('2026-03-11', '01:00'),
      status: 'pending',
      purpose: 'Edge 2026-03-10 22:00',
      name: expect.any(String),
      email: DEMO.clubs,
    });
    expect(await bookingIds('date=2026-03-11')).toContain(ids.crossing);
    expect(await bookingIds('date=2026-03-09')).not.toContain(ids.crossing);
    expect(await bookingIds('date=2026-03-12')).not.toContain(ids.crossing);
  });

  it('leaves out bookings that only touch the window, and cancelled or rejected ones', async () => {
    expect(await bookingIds('date=2026-03-10')).toEqual([ids.crossing, ids.endsAtMidnight]);
    expect(await bookingIds('date=2026-03-11')).toEqual([ids.crossing, ids.longBefore, ids.startsAtMidnight]);
  });

  it('finds a booking that started up to 8 hours before the window', async () => {
    expect(await bookingIds('date=2026-03-12')).toEqual([ids.longBefore]);
  });

  it('covers `days` campus days: the seventh day’s last booking is in, the eighth day’s first is not', async () => {
    expect(await bookingIds('date=2026-03-16&days=7')).toEqual([ids.weekLast]);
    expect(await bookingIds('date=2026-03-17&days=7')).toEqual([ids.weekLast, ids.weekAfter]);
    expect(await bookingIds('date=2026-03-10&days=2')).toEqual([ids.crossing, ids.endsAtMidnight, ids.longBefore, ids.startsAtMidnight]);
  });

  it('shows only the bookings of the page’s rooms, ordered by room then start', async () => {
    const { bookings } = await grid('date=2026-03-10&days=3');
    expect(bookings.map((b: { id: number }) => b.id)).not.toContain(ids.otherRoom);
    const keys = bookings.map((b: { room_id: number; start_time: string }) => [b.room_id, Date.parse(b.start_time)]);
    expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
  });
});

describe('GET /api/schedule: closures', () => {
  beforeAll(async () => {
    const { app } = ctx;
    await storeClosure(app, {
      from: ['2026-04-06', '14:00'],
      to: ['2026-04-06', '16:00'],
      reason: 'Wiring',
      room_ids: [room.b, room.c, room.other],
    });
    await storeClosure(app, { from: ['2026-04-06', '20:00'], to: ['2026-04-07', '02:00'], reason: 'Block exams', block_id: blockId });
    await storeClosure(app, { from: ['2026-04-07', '09:00'], to: ['2026-04-07', '12:00'], reason: 'Convocation' });
    await storeClosure(app, { from: ['2026-04-06', '09:00'], to: ['2026-04-06', '18:00'], reason: 'Other block', block_id: otherBlockId });
    await storeClosure(app, { from: ['2026-04-08', '00:00'], to: ['2026-04-08', '09:00'], reason: 'Starts as the 7th ends' });
    await storeClosure(app, { from: ['2026-04-05', '20:00'], to: ['2026-04-06', '00:00'], reason: 'Ends as the 6th begins' });
  });

  it('lists a closure over part of a day once per scope: per named room, once for the block, once for the campus', async () => {
    expect((await grid('date=2026-04-06')).closures).toEqual([
      { room_id: room.b, block_id: null, start_time: wire('2026-04-06', '14:00'), end_time: wire('2026-04-06', '16:00'), reason: 'Wiring' },
      { room_id: room.c, block_id: null, start_time: wire('2026-04-06', '14:00'), end_time: wire('2026-04-06', '16:00'), reason: 'Wiring' },
      {
        room_id: null,
        block_id: blockId,
        start_time: wire('2026-04-06', '20:00'),
        end_time: wire('2026-04-07', '02:00'),
        reason: 'Block exams',
      },
    ]);
  });

  it('shows a closure crossing midnight on both days; a campus closure is for every room', async () => {
    expect((await grid('date=2026-04-07')).closures.map((c: { reason: string }) => c.reason)).toEqual(['Block exams', 'Convocation']);
    expect((await grid('date=2026-04-07')).closures[1]).toEqual({
      room_id: null,
      block_id: null,
      start_time: wire('2026-04-07', '09:00'),
      end_time: wire('2026-04-07', '12:00'),
      reason: 'Convocation',
    });
  });

  it('leaves out closures of rooms not on the page and those that only touch the window', async () => {
    const pageOfA = await getSchedule(ctx.app, faculty, `block_id=${blockId}&date=2026-04-06&days=2&limit=1`);
    expect(pageOfA.json().rooms.map((r: { id: number }) => r.id)).toEqual([room.a]);
    expect(pageOfA.json().closures.map((c: { reason: string }) => c.reason)).toEqual(['Block exams', 'Convocation']);
    expect((await grid('date=2026-04-05')).closures.map((c: { reason: string }) => c.reason)).toEqual(['Ends as the 6th begins']);
  });
});

describe('GET /api/schedule: privacy', () => {
  it('shows each booking as the timeline does (POST /api/faculty/getbookedslots): purpose, status and booker', async () => {
    const { bookings } = await grid('date=2026-03-10&days=2');
    const timeline = await ctx.app.inject({
      method: 'POST',
      url: '/api/faculty/getbookedslots',
      headers: { cookie: faculty },
      payload: { room_ids: [room.a, room.b, room.c], start_date: '2026-03-10', end_date: '2026-03-11' },
    });
    expect(timeline.statusCode).toBe(200);
    const byId = (list: { id: number }[]) => [...list].sort((x, y) => x.id - y.id);
    expect(byId(bookings)).toEqual(byId(timeline.json().slots));
  });

  it('answers JSON of the documented shape, text kept exactly (the database writes it)', async () => {
    const purpose = 'Line "one"\n\tback\\slash é 😀 </script>';
    const id = await storeBooking(ctx.app, {
      room_id: room.c,
      user_id: await userId(ctx.app, DEMO.faculty),
      from: ['2026-04-06', '10:00'],
      to: ['2026-04-06', '11:00'],
      purpose,
    });
    const res = await getSchedule(ctx.app, faculty, `block_id=${blockId}&date=2026-04-06`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect([...Value.Errors(ScheduleResponse, body)]).toEqual([]);
    expect(body.bookings.find((b: { id: number }) => b.id === id).purpose).toBe(purpose);
    expect(body.closures.length).toBeGreaterThan(0);
  });
});
