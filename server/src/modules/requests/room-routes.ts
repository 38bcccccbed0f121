import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import {
  DecisionBody, REQUEST_MESSAGES, RoomDecisionResponse, RoomRequestsResponse, type RoomRequest,
} from '../../contracts/requests';
import type { BookingStatus } from '../../db/schema';
import { toCampusIso } from '../../shared/time';
import { decideRequest, type DecisionTarget } from './decide';
import { bookingStatus, findRoomRequest, listRoomRequests, markBookingDecided, type RoomRequestRow } from './room-repository';

/** Bookings store "confirmed"; the request lists speak of "approved" (DESIGN.md §5). */
const WIRE_STATUS: Record<BookingStatus, RoomRequest['status']> = {
  pending: 'pending',
  confirmed: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

const bookingTarget: DecisionTarget = {
  entity: 'booking',
  notFoundMessage: REQUEST_MESSAGES.roomNotFound,
  mark: markBookingDecided,
  currentStatus: bookingStatus,
};

/** The dean's room-request list and decisions (SPEC.md "Room requests"). */
export const roomRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const toWire = (row: RoomRequestRow): RoomRequest => ({
    id: row.id,
    name: row.name,
    email: row.email,
    start_time: toCampusIso(row.start_time, tz),
    end_time: toCampusIso(row.end_time, tz),
    rooms: [row.room_name],
    purpose: row.purpose,
    status: WIRE_STATUS[row.status],
  });
  const guard = app.requireCapability('approveRooms');

  app.get(
    '/room_booking/room_requests',
    { onRequest: guard, schema: { tags: ['requests'], response: { 200: RoomRequestsResponse, ...errorResponses } } },
    async () => ({ data: (await listRoomRequests(app.db)).map(toWire) }),
  );

  app.post(
    '/room_booking/grant_approval',
    {
      onRequest: guard,
      schema: { tags: ['requests'], body: DecisionBody, response: { 200: RoomDecisionResponse, ...errorResponses } },
    },
    async (request) => {
      const { request_id: id, status: decision } = request.body;
      await decideRequest(app.db, bookingTarget, { id, decision, actorId: request.user!.id, now: app.now() });
      const row = await findRoomRequest(app.db, id);
      return { message: `Booking ${decision}`, data: toWire(row!) };
    },
  );
};
