import type { FastifyPluginAsync } from 'fastify';
import { adminBookingBulkRoutes, adminBookingRoutes } from './admin-bookings';
import { authRoutes } from './auth';
import { blackoutRoutes } from './blackouts';
import { calendarRoutes } from './calendar';
import { facultyRoutes } from './faculty';
import { healthRoutes } from './health';
import { homeRoutes } from './home';
import { mailRoutes } from './mail';
import { notificationRoutes } from './notifications';
import { policyRoutes } from './policies';
import { recurringRoutes } from './recurring';
import { requestsRoutes } from './requests';
import { roomRoutes } from './rooms';
import { scheduleRoutes } from './schedule';
import { statsRoutes } from './stats';
import { userRoutes } from './users';

/** Every API module, mounted under /api; each is entered through its own index.ts (docs/decisions/0092). */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(roomRoutes);
  await app.register(authRoutes);
  await app.register(homeRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminBookingBulkRoutes);
  await app.register(requestsRoutes);
  await app.register(facultyRoutes);
  await app.register(recurringRoutes);
  await app.register(statsRoutes);
  await app.register(notificationRoutes);
  await app.register(mailRoutes);
  await app.register(policyRoutes);
  await app.register(calendarRoutes);
  await app.register(blackoutRoutes);
  await app.register(scheduleRoutes);
};
