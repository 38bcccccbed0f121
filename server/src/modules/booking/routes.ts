import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookedSlotsBody, BookedSlotsResponse, BookRoomBody, BookRoomResponse, ClashResponse, DeleteBookingResponse,
  MyBookingsResponse, RoomsResponse, UpdateBookingBody, UpdateBookingResponse,
} from '../../contracts/booking';
import { errorResponses, IdParams } from '../../contracts/common';
import { badRequest } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { BOOKING_ANSWERS, cancelBooking, createBooking, toBookingWire, updateBookingWithRules } from '../../shared/bookings';
import { bookedSlots, listOwnBookings, listRooms, missingRoomIds } from './repository';
import { slotsWindow } from './slots-window';

const tags = ['booking'];
const withClash = { ...errorResponses, 409: ClashResponse };

/** Book a Room and My Bookings (SPEC.md §2, §7; DESIGN.md §5). */
export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const onRequest = app.requireCapability('book');
  /** The signed-in user; requireCapability has made sure there is one. */
  const actorOf = (request: { user: { id: number; access: string[] } | null }) => request.user!;

  app.get('/faculty/getrooms', { onRequest, schema: { tags, response: { 200: RoomsResponse, ...errorResponses } } }, async () => ({
    rooms: await listRooms(app.db),
  }));

  app.post(
    '/faculty/getbookedslots',
    { onRequest, schema: { tags, body: BookedSlotsBody, response: { 200: BookedSlotsResponse, ...errorResponses } } },
    async (request) => {
      const { from, to } = slotsWindow(request.body.start_date, request.body.end_date, tz);
      const roomIds = [...new Set(request.body.room_ids)];
      const missing = await missingRoomIds(app.db, roomIds);
      if (missing.length) throw badRequest(`Unknown room ${missing.length === 1 ? 'id' : 'ids'}: ${missing.join(', ')}`);
      const rows = await bookedSlots(app.db, roomIds, from, to);
      return { slots: rows.map((r) => ({ ...r, start_time: toCampusIso(r.start_time, tz), end_time: toCampusIso(r.end_time, tz) })) };
    },
  );

  app.post(
    '/faculty/bookroom',
    { onRequest, schema: { tags, body: BookRoomBody, response: { 201: BookRoomResponse, ...withClash } } },
    async (request, reply) => {
      const booking = await createBooking({ db: app.db, tz, now: app.now(), actor: actorOf(request), input: request.body });
      return reply.status(201).send({ message: BOOKING_ANSWERS.created, booking });
    },
  );

  app.get('/faculty/bookings', { onRequest, schema: { tags, response: { 200: MyBookingsResponse, ...errorResponses } } }, async (request) => ({
    bookings: (await listOwnBookings(app.db, actorOf(request).id)).map((row) => toBookingWire(row, tz)),
  }));

  app.put(
    '/faculty/bookings/:id',
    { onRequest, schema: { tags, params: IdParams, body: UpdateBookingBody, response: { 200: UpdateBookingResponse, ...withClash } } },
    async (request) => {
      const booking = await updateBookingWithRules({
        db: app.db, tz, now: app.now(), actor: actorOf(request), id: request.params.id, mode: 'own', input: request.body,
      });
      return { message: BOOKING_ANSWERS.updated, booking };
    },
  );

  app.delete(
    '/faculty/bookings/:id',
    { onRequest, schema: { tags, params: IdParams, response: { 200: DeleteBookingResponse, ...errorResponses } } },
    async (request) => {
      const { booking } = await cancelBooking({ db: app.db, tz, now: app.now(), actor: actorOf(request), id: request.params.id, mode: 'own' });
      return { message: BOOKING_ANSWERS.deleted, booking };
    },
  );
};
