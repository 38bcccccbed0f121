import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminBookingChangeResponse, AdminBookingsQuery, AdminBookingsResponse } from '../../contracts/admin-bookings';
import { ClashResponse, UpdateBookingBody } from '../../contracts/booking';
import { errorResponses, IdParams } from '../../contracts/common';
import { BOOKING_ANSWERS, cancelBooking, updateBookingWithRules } from '../../shared/bookings';
import { notFound } from '../../shared/errors';
import { findAdminBooking, findAdminBookingsPage, type AdminBookingFilter } from './repository';
import { presentAdminBooking } from './present';

const tags = ['admin-bookings'];

/** Manage Bookings (SPEC.md "Admin Booking Management"; DESIGN.md §6): paged, searched and sorted in SQL. */
export const adminBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requireCapability('manageBookings');
  const tz = app.config.campusTz;
  /** The signed-in admin; requireCapability has made sure there is one. */
  const actorOf = (request: { user: { id: number; access: string[] } | null }) => request.user!;
  /** The booking as the admin list shows it, read after a change. */
  const reread = async (id: number) => {
    const row = await findAdminBooking(app.db, id);
    if (!row) throw notFound(BOOKING_ANSWERS.notFound);
    return presentAdminBooking(row, tz);
  };

  app.get(
    '/admin/bookings',
    { onRequest, schema: { tags, querystring: AdminBookingsQuery, response: { 200: AdminBookingsResponse, ...errorResponses } } },
    async (request) => {
      const { page, limit, search, status, kind = 'all', sort = 'date-desc' } = request.query;
      const filter: AdminBookingFilter = { search, status: status || undefined, kind };
      const { total, rows } = await findAdminBookingsPage(app.db, filter, { sort, limit, offset: (page - 1) * limit });
      return {
        bookings: rows.map((row) => presentAdminBooking(row, tz)),
        meta: { total, page, limit },
        totalPages: Math.ceil(total / limit),
      };
    },
  );

  // Admin mode (SPEC.md §6): any booking, any status, past start allowed; the other rules and the clash check stay.
  app.put(
    '/admin/bookings/:id',
    {
      onRequest,
      schema: { tags, params: IdParams, body: UpdateBookingBody, response: { 200: AdminBookingChangeResponse, ...errorResponses, 409: ClashResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await updateBookingWithRules({ db: app.db, tz, now: app.now(), actor: actorOf(request), id, mode: 'admin', input: request.body });
      return { message: BOOKING_ANSWERS.updated, booking: await reread(id) };
    },
  );

  // Deleting keeps the row as cancelled, as My Bookings does (docs/DECISIONS.md, booking).
  app.delete(
    '/admin/bookings/:id',
    { onRequest, schema: { tags, params: IdParams, response: { 200: AdminBookingChangeResponse, ...errorResponses } } },
    async (request) => {
      const { id } = request.params;
      const { changed } = await cancelBooking({ db: app.db, tz, now: app.now(), actor: actorOf(request), id, mode: 'admin' });
      return { message: changed ? BOOKING_ANSWERS.cancelled : BOOKING_ANSWERS.alreadyCancelled, booking: await reread(id) };
    },
  );
};
