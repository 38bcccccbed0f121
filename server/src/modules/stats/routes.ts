import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import { can } from '../../contracts/roles';
import { UsageQuery, UsageStats } from '../../contracts/stats';
import { badRequest } from '../../shared/errors';
import { usagePeriod } from './period';
import { findBlock, findRoomBlock } from './repository';
import { usageStats } from './usage';

/** Statistics (DESIGN.md §9): campus-wide for those who manage bookings, the user's own figures for everyone else. */
export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stats/usage',
    { onRequest: app.requireUser, schema: { tags: ['stats'], querystring: UsageQuery, response: { 200: UsageStats, ...errorResponses } } },
    async (request) => {
      const { from, to, block_id: blockId, room_id: roomId } = request.query;
      const { period, start, end } = usagePeriod(from, to, app.config.campusTz);
      if (blockId !== undefined && !(await findBlock(app.db, blockId))) throw badRequest(`Unknown block id: ${blockId}`);
      if (roomId !== undefined) {
        const room = await findRoomBlock(app.db, roomId);
        if (!room) throw badRequest(`Unknown room id: ${roomId}`);
        if (blockId !== undefined && room.block_id !== blockId) throw badRequest(`Room ${roomId} is not in block ${blockId}`);
      }
      const user = request.user!;
      const campus = can(user.access, 'manageBookings');
      return usageStats(
        app.db,
        { from: start, to: end, tz: app.config.campusTz, blockId, roomId, userId: campus ? undefined : user.id },
        period,
      );
    },
  );
};
