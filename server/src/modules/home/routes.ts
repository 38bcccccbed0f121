import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import { PAST_BOOKINGS_LIMIT, PastBookingsResponse, Stats, type PastBooking } from '../../contracts/home';
import { toCampusIso } from '../../shared/time';
import { countBookings, findPastBookings, type PastBookingRow } from './repository';

const toPastBooking = (row: PastBookingRow, tz: string): PastBooking => ({
  id: row.id,
  rooms: row.room_name,
  purpose: row.purpose,
  start_time: toCampusIso(row.start_time, tz),
  end_time: toCampusIso(row.end_time, tz),
  // DESIGN.md §5: completed is derived, a confirmed booking that has ended.
  status: row.status === 'confirmed' ? 'completed' : row.status,
});

/** The Overview (SPEC.md "Home"): the signed-in user's counts and recent past bookings. */
export const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stats',
    { onRequest: app.requireUser, schema: { tags: ['home'], response: { 200: Stats, 401: errorResponses[401] } } },
    async (request) => countBookings(app.db, request.user!.id, app.now()),
  );

  app.get(
    '/faculty/pastbookings',
    { onRequest: app.requireUser, schema: { tags: ['home'], response: { 200: PastBookingsResponse, 401: errorResponses[401] } } },
    async (request) => {
      const rows = await findPastBookings(app.db, request.user!.id, app.now(), PAST_BOOKINGS_LIMIT);
      return { bookings: rows.map((row) => toPastBooking(row, app.config.campusTz)) };
    },
  );
};
