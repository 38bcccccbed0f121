import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AdminBookingChangeResponse,
  AdminBookingsExportQuery,
  AdminBookingsQuery,
  AdminBookingsResponse,
} from '../../contracts/admin-bookings';
import { ClashResponse, UpdateBookingBody } from '../../contracts/booking';
import { errorResponses, IdParams } from '../../contracts/common';
import { BOOKING_ANSWERS } from '../../contracts/booking-messages';
import { notFound } from '../../shared/errors';
import { campusDate } from '../../shared/time';
import { cancelBooking, toAdminBookingWire, updateBooking, type BookingContext } from '../bookings';
import { bookingsCsv } from './export';
import { resolveFilter } from './filters';
import { adminBookingsExportQuery, findAdminBooking, findAdminBookingsPage, type AdminBookingFilter } from './repository';
import { userWriteLimit } from '../../plugins/rate-limit';

const tags = ['admin-bookings'];

/** Manage Bookings (SPEC.md "Admin Booking Management"; DESIGN.md §6): paged, searched and sorted in SQL. */
export const adminBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requireCapability('manageBookings');
  const writes = userWriteLimit(app.config.writeRateLimit);
  const tz = app.config.campusTz;
  /** requireCapability has made sure there is a signed-in admin. */
  const context = (request: FastifyRequest): BookingContext => ({ db: app.db, tz, now: app.now(), actor: request.user! });
  /** The booking as the admin list shows it, read after a change. */
  const reread = async (id: number) => {
    const row = await findAdminBooking(app.db, id);
    if (!row) throw notFound(BOOKING_ANSWERS.notFound);
    return toAdminBookingWire(row, tz);
  };

  app.get(
    '/admin/bookings',
    { onRequest, schema: { tags, querystring: AdminBookingsQuery, response: { 200: AdminBookingsResponse, ...errorResponses } } },
    async (request) => {
      const { page, limit, search, status, kind = 'all', sort = 'date-desc' } = request.query;
      const filter: AdminBookingFilter = { search, status: status || undefined, kind, now: app.now() };
      const { total, estimated, rows } = await findAdminBookingsPage(app.db, filter, { sort, limit, offset: (page - 1) * limit });
      return {
        bookings: rows.map((row) => toAdminBookingWire(row, tz)),
        meta: { total, page, limit },
        totalPages: Math.ceil(total / limit),
        total_estimated: estimated,
      };
    },
  );

  // Every matching row, in the list's order, streamed as CSV (the browser saves it as a file).
  app.get(
    '/admin/bookings/export.csv',
    {
      onRequest,
      schema: {
        tags,
        querystring: AdminBookingsExportQuery,
        produces: ['text/csv'],
        response: { 200: { description: 'CSV, UTF-8 with a byte-order mark', type: 'string' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { search, status, kind = 'all', sort = 'date-desc' } = request.query;
      const now = app.now();
      const filter = await resolveFilter(app.db, { search, status: status || undefined, kind, now });
      const csv = bookingsCsv(app.database, adminBookingsExportQuery(app.db, filter, sort), tz, now);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${campusDate(app.now(), tz)}.csv"`)
        .send(Readable.from(csv));
    },
  );

  // Admin mode (SPEC.md §6): any booking, any status, past start allowed; the other rules and the clash check stay.
  app.put(
    '/admin/bookings/:id',
    {
      onRequest,
      config: writes,
      schema: {
        tags,
        params: IdParams,
        body: UpdateBookingBody,
        response: { 200: AdminBookingChangeResponse, ...errorResponses, 409: ClashResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateBooking(context(request), id, 'admin', request.body);
      return { message: BOOKING_ANSWERS.updated, booking: await reread(id) };
    },
  );

  // Deleting keeps the row as cancelled, as My Bookings does (docs/decisions/0030-administrator-status-changes.md).
  app.delete(
    '/admin/bookings/:id',
    { onRequest, config: writes, schema: { tags, params: IdParams, response: { 200: AdminBookingChangeResponse, ...errorResponses } } },
    async (request) => {
      const { id } = request.params;
      const { changed } = await cancelBooking(context(request), id, 'admin');
      return { message: changed ? BOOKING_ANSWERS.cancelled : BOOKING_ANSWERS.alreadyCancelled, booking: await reread(id) };
    },
  );
};
