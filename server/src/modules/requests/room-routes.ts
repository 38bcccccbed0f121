import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import { errorResponses } from '../../contracts/common';
import { RequestListQuery, RoomDecisionBody, RoomDecisionResponse, RoomRequestsResponse, UndoDecisionBody } from '../../contracts/requests';
import { REQUEST_LIST } from '../../contracts/request-list';
import { decideBooking, decisionReason, toRoomRequestWire, undoDecision } from '../bookings';
import { expireOverdue } from './expiry';
import { listRoomRequests } from './room-repository';
import { userWriteLimit } from '../../plugins/rate-limit';

/** The dean's room-request list and decisions (SPEC.md "Room requests"); the bookings module decides. */
export const roomRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const guard = app.requireCapability('approveRooms');

  app.get(
    '/room_booking/room_requests',
    {
      onRequest: guard,
      schema: { tags: ['requests'], querystring: RequestListQuery, response: { 200: RoomRequestsResponse, ...errorResponses } },
    },
    async (request) => {
      await expireOverdue(app);
      const { rows, historyTotal } = await listRoomRequests(app.db, request.query.history ?? REQUEST_LIST.historyPage);
      return { data: rows.map((row) => toRoomRequestWire(row, tz)), history_total: historyTotal };
    },
  );

  app.post(
    '/room_booking/grant_approval',
    {
      onRequest: guard,
      config: userWriteLimit(app.config.writeRateLimit),
      schema: { tags: ['requests'], body: RoomDecisionBody, response: { 200: RoomDecisionResponse, ...errorResponses } },
    },
    async (request) => {
      const { request_id: id, status: decision } = request.body;
      const reason = decisionReason(request.body.reason);
      // A request that has just expired is stored so (and its booker told) before the 409.
      await expireOverdue(app);
      const decided = await decideBooking(
        { db: app.db, tz, now: app.now(), actor: request.user! },
        id,
        decision,
        reason,
        request.body.override_closure,
      );
      return { message: DECISION_MESSAGES.decided(decision), data: toRoomRequestWire(decided, tz) };
    },
  );

  // Issue 35: the toast's Undo, within BOOKING_LIMITS.undoSeconds of the decision (later: 409).
  app.post(
    '/room_booking/undo_decision',
    {
      onRequest: guard,
      config: userWriteLimit(app.config.writeRateLimit),
      schema: { tags: ['requests'], body: UndoDecisionBody, response: { 200: RoomDecisionResponse, ...errorResponses } },
    },
    async (request) => {
      const reopened = await undoDecision({ db: app.db, tz, now: app.now(), actor: request.user! }, request.body.request_id);
      return { message: DECISION_MESSAGES.undone, data: toRoomRequestWire(reopened, tz) };
    },
  );
};
