import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import { bookableAccessTypes } from '../../contracts/room-access';
import { SCHEDULE_LIMITS, ScheduleQuery, ScheduleResponse } from '../../contracts/schedule';
import { toCampusIso } from '../../shared/time';
import { closuresOverRooms, liveBookingsOfRooms, schedulePageRooms } from './repository';
import { scheduleWindow } from './window';

/**
 * The day grid (DESIGN.md §10, issue 30): a page of the rooms the caller may book
 * (administrators: every active room) with their live bookings and the closures over them.
 * Bookings carry their booker as the timeline's do (POST /api/faculty/getbookedslots).
 */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  app.get(
    '/schedule',
    {
      onRequest: app.requireCapability('book'),
      schema: { tags: ['schedule'], querystring: ScheduleQuery, response: { 200: ScheduleResponse, ...errorResponses } },
    },
    async (request) => {
      const { date, days = 1, block_id: blockId, min_capacity: minCapacity, features } = request.query;
      const paging = { page: request.query.page ?? 1, limit: request.query.limit ?? SCHEDULE_LIMITS.defaultLimit };
      const window = scheduleWindow(date, days, tz);
      const accessTypes = bookableAccessTypes(request.user!.access);
      const { rooms, total } = await schedulePageRooms(app.db, { accessTypes, blockId, minCapacity, features }, paging);
      const roomIds = rooms.map((room) => room.id);
      const [bookings, closures] = roomIds.length
        ? await Promise.all([liveBookingsOfRooms(app.db, roomIds, window).execute(), closuresOverRooms(app.db, roomIds, window)])
        : [[], { rows: [] }];
      return {
        rooms,
        bookings: bookings.map((b) => ({ ...b, start_time: toCampusIso(b.start_time, tz), end_time: toCampusIso(b.end_time, tz) })),
        closures: closures.rows.map((c) => ({
          room_id: c.room_id,
          block_id: c.block_id,
          start_time: toCampusIso(c.starts_at, tz),
          end_time: toCampusIso(c.ends_at, tz),
          reason: c.reason,
        })),
        meta: { total, ...paging },
      };
    },
  );
};
