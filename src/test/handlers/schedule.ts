import { http, HttpResponse } from 'msw';
import type { ScheduleBooking, ScheduleClosure, ScheduleRoom } from '@contracts/schedule';
import { apiUrl } from '../api-url';
import { ROOMS } from './booking';

/** The booking fixtures' rooms as the day grid lists them (the server orders them by block, then name). */
export const SCHEDULE_ROOMS: ScheduleRoom[] = ROOMS.map(({ id, room_name, block_id, block_name, capacity, features }) => ({
  id,
  room_name,
  block_id,
  block_name,
  capacity,
  features,
})).sort((a, b) => a.block_name.localeCompare(b.block_name) || a.room_name.localeCompare(b.room_name));

/** `count` rooms over four blocks, for paging (Room 0001 …). */
export const manyRooms = (count: number): ScheduleRoom[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    room_name: `Room ${String(i + 1).padStart(4, '0')}`,
    block_id: Math.floor((i * 4) / count) + 1,
    block_name: `Block ${Math.floor((i * 4) / count) + 1}`,
    capacity: 30,
    features: [],
  }));

interface ScheduleData {
  rooms: ScheduleRoom[];
  /** The bookings; a function reads them at each request (e.g. from bookingBackend's store). */
  bookings: ScheduleBooking[] | (() => ScheduleBooking[]);
  closures: ScheduleClosure[];
}

/**
 * GET /api/schedule over stored rooms, bookings and closures. Thin on purpose: it pages the
 * rooms and keeps one block when asked (the phone's agenda shows one), and sends every
 * booking and closure of the page's rooms; which of them fall in the day, the other filters
 * and who may see which rooms are the server tests' job. Answers the queries it was sent.
 */
export function scheduleBackend(init: Partial<ScheduleData> = {}) {
  const db: ScheduleData = { rooms: SCHEDULE_ROOMS, bookings: [], closures: [], ...init };
  const queries: URLSearchParams[] = [];
  const handlers = [
    http.get(apiUrl('/schedule'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 50);
      const block = query.get('block_id');
      const rooms = block ? db.rooms.filter((r) => r.block_id === Number(block)) : db.rooms;
      const shown = rooms.slice((page - 1) * limit, page * limit);
      const ids = new Set(shown.map((r) => r.id));
      const bookings = typeof db.bookings === 'function' ? db.bookings() : db.bookings;
      return HttpResponse.json({
        rooms: shown,
        bookings: bookings.filter((b) => ids.has(b.room_id)),
        closures: db.closures,
        meta: { total: rooms.length, page, limit },
      });
    }),
  ];
  return { db, handlers, queries };
}

/** Defaults: the fixture rooms with nothing booked. */
export const scheduleHandlers = scheduleBackend().handlers;
