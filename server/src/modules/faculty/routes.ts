import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  BookedSlotsBody,
  BookedSlotsResponse,
  BookRoomBody,
  BookRoomResponse,
  ClashResponse,
  FreeRoomsQuery,
  FreeRoomsResponse,
  DeleteBookingResponse,
  MyBookingsResponse,
  RoomsResponse,
  UpdateBookingBody,
  UpdateBookingResponse,
} from '../../contracts/booking';
import { BOOKING_ANSWERS, BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { errorResponses, IdParams } from '../../contracts/common';
import { badRequest } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { can } from '../../contracts/roles';
import { bookableAccessTypes, mayBookRoom } from '../../contracts/room-access';
import {
  assertWithinDaysAhead,
  cancelBooking,
  createBooking,
  daysAheadLimit,
  toBookingWire,
  updateBooking,
  type BookingContext,
} from '../bookings';
import { bookedSlotsAnswer, blockExists, listOwnBookings, listRooms } from './repository';
import { freeRoomsJson } from './free-rooms';
import { freeRoomsWindow } from './free-rooms-window';
import { slotsWindow } from './slots-window';
import type { ClosedSlot } from '../../contracts/blackouts';
import { sendJsonText } from '../../shared/json-text';
import { userWriteLimit } from '../../plugins/rate-limit';

const tags = ['booking'];
const withClash = { ...errorResponses, 409: ClashResponse };

/** Book a Room and My Bookings (SPEC.md §2, §7; DESIGN.md §5); writes go through the bookings module. */
export const facultyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const onRequest = app.requireCapability('book');
  const writes = userWriteLimit(app.config.writeRateLimit);
  /** requireCapability has made sure there is a signed-in user. */
  const context = (request: FastifyRequest): BookingContext => ({ db: app.db, tz, now: app.now(), actor: request.user! });

  // Only the rooms the caller may book: active ones whose access types admit the caller's roles (issue 15).
  app.get('/faculty/getrooms', { onRequest, schema: { tags, response: { 200: RoomsResponse, ...errorResponses } } }, async (request) => ({
    rooms: (await listRooms(app.db)).filter((room) => mayBookRoom(request.user!.access, room.access)),
  }));

  app.post(
    '/faculty/getbookedslots',
    { onRequest, schema: { tags, body: BookedSlotsBody, response: { 200: BookedSlotsResponse, ...errorResponses } } },
    async (request, reply) => {
      const { from, to } = slotsWindow(request.body.start_date, request.body.end_date, tz);
      const roomIds = [...new Set(request.body.room_ids)];
      const { missing, slots, closures: closed } = await bookedSlotsAnswer(app.db, roomIds, { from, to, tz }, request.user!);
      if (missing.length) throw badRequest(BOOKING_MESSAGES.unknownRooms(missing));
      const closures: ClosedSlot[] = closed.map((c) => ({
        room_id: c.room_id,
        start_time: toCampusIso(c.starts_at, tz),
        end_time: toCampusIso(c.ends_at, tz),
        reason: c.reason,
      }));
      return sendJsonText(reply, `{"slots":${slots},"closures":${JSON.stringify(closures)}}`);
    },
  );

  app.get(
    '/faculty/free-rooms',
    { onRequest, schema: { tags, querystring: FreeRoomsQuery, response: { 200: FreeRoomsResponse, ...errorResponses } } },
    async (request, reply) => {
      const { capacity, features, block_id: blockId } = request.query;
      const allowPast = can(request.user!.access, 'manageBookings');
      const now = app.now();
      const { start, end } = freeRoomsWindow(request.query, { tz, now, allowPast });
      // The day is one the caller's policy lets them book, or the search says why not, as booking would.
      const daysAhead = await daysAheadLimit(app.db, request.user!.access, tz, now);
      if (daysAhead) assertWithinDaysAhead(daysAhead, [{ start }], tz);
      if (blockId !== undefined && !(await blockExists(app.db, blockId))) throw badRequest(`Unknown block id: ${blockId}`);
      const accessTypes = bookableAccessTypes(request.user!.access);
      const { rooms, closed } = await freeRoomsJson(app.db, { start, end, capacity, features, blockId, accessTypes });
      const [startTime, endTime] = [start, end].map((t) => JSON.stringify(toCampusIso(t, tz)));
      return sendJsonText(reply, `{"start_time":${startTime},"end_time":${endTime},"rooms":${rooms},"closed":${closed}}`);
    },
  );

  // A request (pending) says so; an administrator's booking is confirmed at once (DESIGN.md §5).
  app.post(
    '/faculty/bookroom',
    { onRequest, config: writes, schema: { tags, body: BookRoomBody, response: { 201: BookRoomResponse, ...withClash } } },
    async (request, reply) => {
      const booking = await createBooking(context(request), request.body);
      const message = booking.status === 'pending' ? BOOKING_ANSWERS.requested : BOOKING_ANSWERS.created;
      return reply.status(201).send({ message, booking });
    },
  );

  app.get(
    '/faculty/bookings',
    { onRequest, schema: { tags, response: { 200: MyBookingsResponse, ...errorResponses } } },
    async (request) => ({
      bookings: (await listOwnBookings(app.db, request.user!.id)).map((row) => toBookingWire(row, tz)),
    }),
  );

  app.put(
    '/faculty/bookings/:id',
    {
      onRequest,
      config: writes,
      schema: { tags, params: IdParams, body: UpdateBookingBody, response: { 200: UpdateBookingResponse, ...withClash } },
    },
    async (request) => ({
      message: BOOKING_ANSWERS.updated,
      booking: await updateBooking(context(request), request.params.id, 'own', request.body),
    }),
  );

  app.delete(
    '/faculty/bookings/:id',
    { onRequest, config: writes, schema: { tags, params: IdParams, response: { 200: DeleteBookingResponse, ...errorResponses } } },
    async (request) => {
      const { booking } = await cancelBooking(context(request), request.params.id, 'own');
      return { message: BOOKING_ANSWERS.deleted, booking };
    },
  );
};
