import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminBookingsQuery, AdminBookingsResponse } from '../../contracts/admin-bookings';
import { errorResponses } from '../../contracts/common';
import { countAdminBookings, listAdminBookings, type AdminBookingFilter } from './repository';
import { presentAdminBooking } from './present';

/** Manage Bookings (SPEC.md "Admin Booking Management"; DESIGN.md §6): paged, searched and sorted in SQL. */
export const adminBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = app.requireCapability('manageBookings');
  const tz = app.config.campusTz;

  app.get(
    '/admin/bookings',
    {
      preHandler: guard,
      schema: { tags: ['admin-bookings'], querystring: AdminBookingsQuery, response: { 200: AdminBookingsResponse, ...errorResponses } },
    },
    async (request) => {
      const { page, limit, search, status, kind = 'all', sort = 'date-desc' } = request.query;
      const filter: AdminBookingFilter = { search, status: status || undefined, kind };
      const [total, rows] = await Promise.all([
        countAdminBookings(app.db, filter),
        listAdminBookings(app.db, filter, { sort, limit, offset: (page - 1) * limit }),
      ]);
      return {
        bookings: rows.map((row) => presentAdminBooking(row, tz)),
        meta: { total, page, limit },
        totalPages: Math.ceil(total / limit),
      };
    },
  );
};
