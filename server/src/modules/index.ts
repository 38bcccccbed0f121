import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';
import { authRoutes } from './auth/routes';

/** Every API module, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
};
