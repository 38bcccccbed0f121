import type { Kysely } from 'kysely';
import type { BlockUsage, HeatCell, RoomTypeUsage, RoomUsage, UsageStats } from '../../contracts/stats';
import { BOOKABLE_HOURS_PER_DAY, FIRST_BOOKABLE_HOUR, addDays } from '../../contracts/usage-period';
import type { DB } from '../../db/schema';
import type { StartGroup } from './confirmed-usage';
import { statisticsFigures } from './figures-statement';
import { toNoShows } from './no-shows';
import type { ScopeRoom, UsageScope } from './repository';
import { roomType } from './room-type';

export interface UsagePeriod {
  from: string;
  to: string;
  days: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
/** Booked and bookable hours with their ratio, rounded for the wire (hours to 0.01, occupancy to 0.0001). */
const occupancy = (booked: number, bookable: number) => ({
  booked_hours: round(booked, 2),
  bookable_hours: round(bookable, 2),
  occupancy: bookable > 0 ? round(booked / bookable, 4) : 0,
});

type Figures = { occupancy: number; booked_hours: number };
export const busiest = (a: Figures, b: Figures) => b.occupancy - a.occupancy || b.booked_hours - a.booked_hours;
export const idlest = (a: Figures, b: Figures) => a.occupancy - b.occupancy || a.booked_hours - b.booked_hours;

/**
 * The items in the figures' order, equal ones by name so the order is stable. Names are
 * lower-cased once per item, not in each comparison: with a thousand rooms, many of them
 * tied (unbooked), that was most of this module's CPU.
 */
export function ranked<T extends Figures>(items: readonly T[], name: (x: T) => string, order: (a: Figures, b: Figures) => number): T[] {
  return items
    .map((item) => ({ item, key: name(item).toLowerCase() }))
    .sort((a, b) => order(a.item, b.item) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}

/** How many times each ISO weekday (1 Monday … 7 Sunday) occurs in the period. */
function weekdayCounts(period: UsagePeriod): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < period.days; i++) counts[new Date(`${addDays(period.from, i)}T00:00:00Z`).getUTCDay() || 7]++;
  return counts;
}

/** A room in scope with its wire figures, and what its groups (block, room type) need. */
interface RoomRow {
  usage: RoomUsage;
  blockName: string;
  type: string;
}

/** Sums rooms into groups (blocks, room types), each with its own bookable hours. */
function groupRooms<K>(rooms: RoomRow[], keyOf: (room: RoomRow) => K, perRoom: number) {
  const groups = new Map<K, { first: RoomRow; rooms: number; booked: number }>();
  for (const room of rooms) {
    const key = keyOf(room);
    const group = groups.get(key) ?? { first: room, rooms: 0, booked: 0 };
    group.rooms++;
    group.booked += room.usage.booked_hours;
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ first: g.first, rooms: g.rooms, ...occupancy(g.booked, g.rooms * perRoom) }));
}

/**
 * Confirmed hours per campus weekday (1–7) and clock hour, each group of bookings split
 * over the hours it covers (a booking running past midnight goes on into the next day).
 */
export function hoursByWeekdayHour(starts: StartGroup[]): Map<string, number> {
  const hours = new Map<string, number>();
  for (const { weekday, minute, minutes, bookings } of starts) {
    for (let from = minute, to = minute + minutes; from < to; from = Math.floor(from / 60 + 1) * 60) {
      const hour = Math.floor(from / 60);
      const key = `${((weekday - 1 + Math.floor(hour / 24)) % 7) + 1}:${hour % 24}`;
      hours.set(key, (hours.get(key) ?? 0) + ((Math.min(to, (hour + 1) * 60) - from) / 60) * bookings);
    }
  }
  return hours;
}

function heatmap(starts: StartGroup[], roomCount: number, period: UsagePeriod): HeatCell[] {
  const counts = weekdayCounts(period);
  const booked = hoursByWeekdayHour(starts);
  const cells: HeatCell[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (let hour = FIRST_BOOKABLE_HOUR; hour < FIRST_BOOKABLE_HOUR + BOOKABLE_HOURS_PER_DAY; hour++) {
      cells.push({ weekday, hour, ...occupancy(booked.get(`${weekday}:${hour}`) ?? 0, roomCount * counts[weekday]) });
    }
  }
  return cells;
}

/**
 * The statistics of a period (GET /api/stats/usage): occupancy per room, block and room
 * type, the weekday × hour heat map, busiest and idlest rooms, requests and the share
 * of series bookings. Campus scope covers every room in the filter; own scope only the
 * rooms the user held confirmed time in.
 */
export async function usageStats(db: Kysely<DB>, scope: UsageScope, period: UsagePeriod): Promise<UsageStats> {
  const own = scope.userId !== undefined;
  const {
    usage: { rooms: roomHours, starts },
    requests,
    rooms: candidates,
    noShows,
  } = await statisticsFigures(db, scope);
  const hoursOf = new Map(roomHours.map((r) => [r.room_id, r]));
  const inScope: ScopeRoom[] = own ? candidates.filter((r) => hoursOf.has(r.id)) : candidates;
  const perRoom = period.days * BOOKABLE_HOURS_PER_DAY;
  const roomRows: RoomRow[] = inScope.map((r) => {
    const { booked_hours, occupancy: ratio } = occupancy(hoursOf.get(r.id)?.hours ?? 0, perRoom);
    return {
      usage: { room_id: r.id, room_name: r.room_name, block_id: r.block_id, booked_hours, occupancy: ratio },
      blockName: r.block_name,
      type: roomType(r.room_name),
    };
  });
  const rooms: RoomUsage[] = ranked(
    roomRows.map((r) => r.usage),
    (r) => r.room_name,
    busiest,
  );
  const blocks: BlockUsage[] = ranked(
    groupRooms(roomRows, (r) => r.usage.block_id, perRoom).map(({ first, ...g }) => ({
      block_id: first.usage.block_id,
      block_name: first.blockName,
      ...g,
    })),
    (b) => b.block_name,
    busiest,
  );
  const roomTypes: RoomTypeUsage[] = ranked(
    groupRooms(roomRows, (r) => r.type, perRoom).map(({ first, ...g }) => ({ room_type: first.type, ...g })),
    (t) => t.room_type,
    busiest,
  );
  // The query applied the same booker, block and room filter, so every room it counted is in scope.
  const bookings = roomHours.reduce((n, r) => n + r.bookings, 0);
  const recurring = roomHours.reduce((n, r) => n + r.recurring, 0);
  const { median_seconds, ...requestCounts } = requests;
  return {
    scope: own ? 'own' : 'campus',
    period,
    totals: {
      rooms: rooms.length,
      bookings,
      ...occupancy(
        roomHours.reduce((n, r) => n + r.hours, 0),
        rooms.length * perRoom,
      ),
    },
    rooms,
    blocks,
    room_types: roomTypes,
    heatmap: heatmap(starts, rooms.length, period),
    busiest: rooms.slice(0, 10),
    idlest: ranked(rooms, (r) => r.room_name, idlest).slice(0, 10),
    requests: { ...requestCounts, median_decision_minutes: median_seconds === null ? null : round(median_seconds / 60, 1) },
    recurring: { bookings: recurring, share: bookings ? round(recurring / bookings, 4) : null },
    no_shows: toNoShows(noShows, candidates),
  };
}
