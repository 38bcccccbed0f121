import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import { bookableAccessTypes } from '../../contracts/room-access';
import { SCHEDULE_LIMITS, ScheduleQuery, ScheduleResponse, type ScheduleClosure } from '../../contracts/schedule';
import { sendJsonText } from '../../shared/json-text';
import { toCampusIso } from '../../shared/time';
import { readSchedule } from './repository';
import { scheduleWindow } from './window';

/**
 * The day grid (DESIGN.md §10, issue 30): a page of the rooms the caller may book
 * (administrators: every active room) with their live bookings and the closures over them.
 * Bookings carry their booker as the timeline's do (POST /api/faculty/getbookedslots). The
 * database writes the rooms and bookings as the wire has them (sendJsonText).
 */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  app.get(
    '/schedule',
    {
      onRequest: app.requireCapability('book'),
      schema: { tags: ['schedule'], querystring: ScheduleQuery, response: { 200: ScheduleResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { date, days = 1, block_id: blockId, min_capacity: minCapacity, features } = request.query;
      const paging = { page: request.query.page ?? 1, limit: request.query.limit ?? SCHEDULE_LIMITS.defaultLimit };
      const criteria = { accessTypes: bookableAccessTypes(request.user!.access), blockId, minCapacity, features };
      const answer = await readSchedule(app.db, { criteria, paging, ...scheduleWindow(date, days, tz), tz });
      const closures: ScheduleClosure[] = answer.closures.map(([room_id, block_id, startsAt, endsAt, reason]) => ({
        room_id,
        block_id,
        start_time: toCampusIso(new Date(startsAt), tz),
        end_time: toCampusIso(new Date(endsAt), tz),
        reason,
      }));
      const meta = JSON.stringify({ total: answer.total, ...paging });
      return sendJsonText(
        reply,
        `{"rooms":${answer.rooms},"bookings":${answer.bookings},"closures":${JSON.stringify(closures)},"meta":${meta}}`,
      );
    },
  );
};
