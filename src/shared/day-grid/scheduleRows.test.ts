import type { ScheduleResponse } from '@contracts/schedule';
import { nowFraction } from './NowLine';
import { toSchedulePage } from './scheduleRows';

const room = (id: number, block_id: number) => ({
  id,
  room_name: `Room ${id}`,
  block_id,
  block_name: `Block ${block_id}`,
  capacity: 30,
  features: [],
});
const span = { start_time: '2026-12-01T09:00:00+05:30', end_time: '2026-12-01T10:00:00+05:30' };

describe('a schedule page as rows', () => {
  it('gives each room its bookings and the closures of the room, its block or the campus', () => {
    const response: ScheduleResponse = {
      rooms: [room(1, 1), room(2, 1), room(3, 2)],
      bookings: [
        { id: 7, room_id: 3, ...span, status: 'confirmed', purpose: 'Lecture', name: 'A', email: 'a@campus.example' },
        { id: 8, room_id: 1, ...span, status: 'pending', purpose: 'Club', name: 'B', email: 'b@campus.example' },
      ],
      closures: [
        { room_id: 2, block_id: null, ...span, reason: 'Paint' },
        { room_id: null, block_id: 2, ...span, reason: 'Block 2 shut' },
        { room_id: null, block_id: null, ...span, reason: 'Holiday' },
      ],
      meta: { total: 120, page: 1, limit: 50 },
    };
    const page = toSchedulePage(response);
    expect(page.total).toBe(120);
    expect(page.rows.map((r) => [r.room.id, r.bookings.map((b) => b.id), r.closures.map((c) => c.reason)])).toEqual([
      [1, [8], ['Holiday']],
      [2, [], ['Paint', 'Holiday']],
      [3, [7], ['Block 2 shut', 'Holiday']],
    ]);
  });
});

describe('the current time across the grid', () => {
  const TZ = 'Asia/Kolkata';
  it('falls where campus time is on today’s grid, and nowhere on another day or outside 09:00–23:00', () => {
    expect(nowFraction('2026-12-01', TZ, Date.parse('2026-12-01T16:00:00+05:30'))).toBe(0.5);
    expect(nowFraction('2026-12-02', TZ, Date.parse('2026-12-01T16:00:00+05:30'))).toBeNull();
    expect(nowFraction('2026-12-01', TZ, Date.parse('2026-12-01T08:59:00+05:30'))).toBeNull();
    expect(nowFraction('2026-12-01', TZ, Date.parse('2026-12-01T23:00:00+05:30'))).toBeNull();
  });
});
