import { minutesToTime } from '../../contracts/booking-limits';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookingsOfRoom, bookRoom, createTestRoom } from '../../../test/booking-kit';

// On PGlite the requests interleave between queries; on PostgreSQL (TEST_DATABASE_URL)
// the pool runs them on 20 connections at once, so the exclusion constraint decides.
let ctx: TestContext;
let cookies: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  cookies = await Promise.all([DEMO.faculty, DEMO.clubs, DEMO.rbAdmin, DEMO.superAdmin].map((e) => loginAs(ctx.app, e)));
});
afterAll(() => ctx.close());

describe('simultaneous bookings', () => {
  it('50 requests for one slot: exactly one 201, the rest 409, one row stored', async () => {
    const room = await createTestRoom(ctx.database, 'Race Room');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bookRoom(ctx.app, cookies[i % cookies.length], {
          room_id: room,
          start_time: at('2026-03-12', '14:00'),
          end_time: at('2026-03-12', '15:00'),
          purpose: `Request ${i}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = results.find((r) => r.statusCode === 201)!.json().booking;
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json().message).toMatch(/^This room is already booked/);
    }
    const rows = await bookingsOfRoom(ctx.database, room);
    expect(rows.map((r) => r.id)).toEqual([winner.id]);
    const audits = await ctx.database.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'booking.create')
      .where('entity_id', '=', String(winner.id))
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('50 requests for staggered overlapping ranges never store two overlapping bookings', async () => {
    const room = await createTestRoom(ctx.database, 'Stagger Room');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const start = 9 * 60 + (i % 20) * 15; // 09:00 .. 13:45
        return bookRoom(ctx.app, cookies[i % cookies.length], {
          room_id: room,
          start_time: at('2026-03-13', minutesToTime(start)),
          end_time: at('2026-03-13', minutesToTime(start + 60)),
          purpose: `Stagger ${i}`,
        });
      }),
    );
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const rows = await bookingsOfRoom(ctx.database, room);
    expect(rows).toHaveLength(results.filter((r) => r.statusCode === 201).length);
    const sorted = [...rows].sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i].start_time.getTime()).toBeGreaterThanOrEqual(sorted[i - 1].end_time.getTime());
    }
  });
});
