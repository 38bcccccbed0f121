import { http, HttpResponse } from 'msw';
import type { HeatCell, RoomUsage, UsageStats } from '@contracts/stats';
import { periodDays } from '@contracts/usage-period';
import { apiUrl } from '../api-url';

const room = (room_id: number, room_name: string, booked_hours: number, bookable_hours: number): RoomUsage => ({
  room_id,
  room_name,
  block_id: 1,
  booked_hours,
  occupancy: Math.round((booked_hours / bookable_hours) * 10_000) / 10_000,
});
const roomType = (room: RoomUsage) => room.room_name.replace(/ \d+$/, '');

/** A small campus's figures for the period asked (30 days unless the test says otherwise). */
export function usageStatsFixture(from: string, to: string, days = 30): UsageStats {
  const bookable = days * 14;
  const rooms = [room(1, 'Conference Room 101', bookable / 2, bookable), room(2, 'Classroom 102', bookable / 4, bookable)];
  const heatmap: HeatCell[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (let hour = 9; hour < 23; hour++) {
      const booked = weekday === 1 && hour === 10 ? 6 : 0;
      heatmap.push({ weekday, hour, booked_hours: booked, bookable_hours: 8, occupancy: booked / 8 });
    }
  }
  return {
    scope: 'campus',
    period: { from, to, days },
    totals: { rooms: 2, bookings: 40, booked_hours: (bookable * 3) / 4, bookable_hours: 2 * bookable, occupancy: 0.375 },
    rooms,
    blocks: [
      {
        block_id: 1,
        block_name: 'Academic Block A',
        rooms: 2,
        booked_hours: (bookable * 3) / 4,
        bookable_hours: 2 * bookable,
        occupancy: 0.375,
      },
    ],
    room_types: rooms.map((r) => ({
      room_type: roomType(r),
      rooms: 1,
      booked_hours: r.booked_hours,
      bookable_hours: bookable,
      occupancy: r.occupancy,
    })),
    heatmap,
    busiest: rooms,
    idlest: [...rooms].reverse(),
    requests: { made: 12, approved: 7, declined: 2, cancelled: 1, pending: 2, median_decision_minutes: 200 },
    recurring: { bookings: 10, share: 0.25 },
    no_shows: {
      bookings: 3,
      rooms: [{ room_id: rooms[0].room_id, room_name: rooms[0].room_name, no_shows: 3 }],
      people: [
        { user_id: 4, name: 'Faculty Member', no_shows: 2 },
        { user_id: 5, name: 'Clubs Member', no_shows: 1 },
      ],
    },
  };
}

/** GET /api/stats/usage answering the fixture for the period asked. */
export const statsHandlers = [
  http.get(apiUrl('/stats/usage'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(usageStatsFixture(q.get('from')!, q.get('to')!, periodDays(q.get('from')!, q.get('to')!)));
  }),
];
