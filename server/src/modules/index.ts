import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';
import { authRoutes } from './auth/routes';
import { adminBookingRoutes } from './admin-bookings/routes';
import { requestsRoutes } from './requests/routes';
import { bookingRoutes } from './booking/routes';

/** Every API module, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminBookingRoutes);
  await app.register(requestsRoutes);
  await app.register(bookingRoutes);
};
