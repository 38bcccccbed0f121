import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import { errorResponses } from '../../contracts/common';
import {
  DecisionBody,
  IghRequestResponse,
  IghRequestsResponse,
  NewIghRequestBody,
  OwnIghRequestsResponse,
  RequestListQuery,
  UndoDecisionBody,
} from '../../contracts/requests';
import { REQUEST_LIST } from '../../contracts/request-list';
import { decisionReason } from '../bookings';
import { fileIghRequest } from './igh-create';
import { decideIghRequest } from './igh-decide';
import { undoIghDecision } from './igh-undo';
import { expireOverdue } from './expiry';
import { listIghRequests, listOwnIghRequests } from './igh-repository';
import { userWriteLimit } from '../../plugins/rate-limit';

/** Guest-house requests: students file them, the igh role decides (SPEC.md "IGH requests"). */
export const ighRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = app.requireCapability('approveGuestHouse');
  const tz = app.config.campusTz;
  const writes = userWriteLimit(app.config.writeRateLimit);

  app.get(
    '/igh/booking_requests',
    {
      onRequest: guard,
      schema: { tags: ['requests'], querystring: RequestListQuery, response: { 200: IghRequestsResponse, ...errorResponses } },
    },
    async (request) => {
      await expireOverdue(app);
      const { rows, historyTotal } = await listIghRequests(app.db, request.query.history ?? REQUEST_LIST.historyPage);
      return { data: rows, history_total: historyTotal };
    },
  );

  // Issue 15: anyone signed in (students have no roles) sees their own requests and the decisions' reasons.
  app.get(
    '/igh/my_requests',
    { onRequest: app.requireUser, schema: { tags: ['requests'], response: { 200: OwnIghRequestsResponse, ...errorResponses } } },
    async (request) => ({ data: await listOwnIghRequests(app.db, request.user!.id) }),
  );

  app.post(
    '/igh/booking_requests',
    {
      onRequest: app.requireUser,
      config: writes,
      schema: { tags: ['requests'], body: NewIghRequestBody, response: { 201: IghRequestResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const created = await fileIghRequest(app.db, { body: request.body, user: request.user!, now: app.now(), tz });
      return reply.status(201).send({ message: 'Guest-house request submitted', data: created });
    },
  );

  const decideOptions = {
    onRequest: guard,
    config: writes,
    schema: { tags: ['requests'], body: DecisionBody, response: { 200: IghRequestResponse, ...errorResponses } },
  };
  // SPEC.md's path has a trailing slash; the bare path is accepted too.
  for (const url of ['/igh/update_status/', '/igh/update_status']) {
    app.post(url, decideOptions, async (request) => {
      const { request_id: id, status: decision } = request.body;
      const reason = decisionReason(request.body.reason);
      await expireOverdue(app);
      const data = await decideIghRequest(app.db, { id, decision, reason, actor: request.user!, now: app.now(), tz });
      return { message: DECISION_MESSAGES.decided(decision), data };
    });
  }

  // Issue 35: the toast's Undo, within BOOKING_LIMITS.undoSeconds of the decision (later: 409), as for rooms.
  app.post(
    '/igh/undo_decision',
    {
      onRequest: guard,
      config: writes,
      schema: { tags: ['requests'], body: UndoDecisionBody, response: { 200: IghRequestResponse, ...errorResponses } },
    },
    async (request) => {
      const data = await undoIghDecision(app.db, { id: request.body.request_id, actor: request.user!, now: app.now() });
      return { message: DECISION_MESSAGES.undone, data };
    },
  );
};
