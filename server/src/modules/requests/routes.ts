import type { FastifyPluginAsync } from 'fastify';
import { ighRequestRoutes } from './igh-routes';
import { roomRequestRoutes } from './room-routes';

/** Approvals: the dean's room-request list and the guest-house request list (issue 4). */
export const requestsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(roomRequestRoutes);
  await app.register(ighRequestRoutes);
};
