import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';
import { userRoutes } from './users/routes';
import { roomRoutes } from './rooms/routes';
import { authRoutes } from './auth/routes';
import { homeRoutes } from './home/routes';
import { adminBookingRoutes } from './admin-bookings/routes';
import { adminBookingBulkRoutes } from './admin-bookings/bulk-routes';
import { requestsRoutes } from './requests/routes';
import { bookingRoutes } from './booking/routes';
import { recurringRoutes } from './recurring/routes';
import { statsRoutes } from './stats/routes';
import { notificationRoutes } from './notifications/routes';
import { mailRoutes } from './mail/routes';
import { policyRoutes } from './policies/routes';
import { calendarRoutes } from './calendar/routes';
import { blackoutRoutes } from './blackouts/routes';
import { scheduleRoutes } from './schedule/routes';

/** Every API module, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(roomRoutes);
  await app.register(authRoutes);
  await app.register(homeRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminBookingBulkRoutes);
  await app.register(requestsRoutes);
  await app.register(bookingRoutes);
  await app.register(recurringRoutes);
  await app.register(statsRoutes);
  await app.register(notificationRoutes);
  await app.register(mailRoutes);
  await app.register(policyRoutes);
  await app.register(calendarRoutes);
  await app.register(blackoutRoutes);
  await app.register(scheduleRoutes);
};
