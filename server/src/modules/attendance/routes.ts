import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckInResponse, MyBookingsResponse } from '../../contracts/booking';
import { CHECK_IN_MESSAGES } from '../../contracts/check-in';
import { errorResponses, IdParams } from '../../contracts/common';
import { checkInBooking, toBookingWire } from '../bookings';
import { checkInDue } from './repository';

const tags = ['booking'];

/** Check-in (issue 32): the booker, or an administrator, checks a booking in; the Overview lists the caller's due ones. */
export const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const onRequest = app.requireCapability('book');

  app.post(
    '/bookings/:id/check-in',
    { onRequest, schema: { tags, params: IdParams, response: { 200: CheckInResponse, ...errorResponses } } },
    async (request) => {
      const ctx = { db: app.db, tz, now: app.now(), actor: request.user! };
      const booking = await checkInBooking(ctx, request.params.id);
      return { message: CHECK_IN_MESSAGES.checkedIn, booking: toBookingWire(booking, tz) };
    },
  );

  app.get(
    '/bookings/check-in',
    { onRequest, schema: { tags, response: { 200: MyBookingsResponse, ...errorResponses } } },
    async (request) => {
      const rows = await checkInDue(app.db, request.user!.id, app.now());
      return { bookings: rows.map((row) => toBookingWire(row, tz)) };
    },
  );
};
