import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import { errorResponses } from '../../contracts/common';
import {
  DecisionBody,
  IghRequestResponse,
  IghRequestsResponse,
  NewIghRequestBody,
  OwnIghRequestsResponse,
  REQUEST_MESSAGES,
  RequestListQuery,
} from '../../contracts/requests';
import { REQUEST_LIST } from '../../contracts/request-list';
import { sql } from 'kysely';
import { writeAudit } from '../../shared/audit';
import { badRequest, conflict } from '../../shared/errors';
import { campusDate } from '../../shared/time';
import { decisionReason } from '../bookings';
import { decideIghRequest } from './igh-decide';
import { recordIghChange } from './igh-events';
import { countOwnPendingIghRequests, insertIghRequest, listIghRequests, listOwnIghRequests } from './igh-repository';
import { ighRequestViolation } from './igh-rules';
import { userWriteLimit } from '../../plugins/rate-limit';

/** Namespace of the per-user lock of guest-house filings (bookings use 7_301 and 7_302). */
const IGH_USER_LOCK = 7_303;

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
      const body = request.body;
      const now = app.now();
      const violation = ighRequestViolation(body, campusDate(now, tz));
      if (violation) throw badRequest(violation);
      const user = request.user!;
      const created = await app.db.transaction().execute(async (trx) => {
        // One user's filings queue on their lock, so racing requests cannot pass the pending limit together.
        await sql`select pg_advisory_xact_lock(${IGH_USER_LOCK}::int, ${user.id}::int)`.execute(trx);
        if ((await countOwnPendingIghRequests(trx, user.id)) >= REQUEST_LIST.ownPendingIghMax) {
          throw conflict(REQUEST_MESSAGES.tooManyPending);
        }
        const row = await insertIghRequest(trx, {
          created_by: user.id,
          student_name: user.name,
          student_email: user.email,
          customer_name: body.customer_name.trim(),
          age: body.age,
          relation_with_student: body.relation_with_student.trim(),
          check_in: body.check_in,
          check_out: body.check_out,
          status: 'pending',
        });
        await writeAudit(trx, { actorId: user.id, action: 'create', entity: 'igh_request', entityId: row.id, after: row });
        await recordIghChange(trx, { kind: 'igh.requested', request: row, createdBy: user.id, actor: user, reason: null, now, tz });
        return row;
      });
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
      const data = await decideIghRequest(app.db, { id, decision, reason, actor: request.user!, now: app.now(), tz });
      return { message: DECISION_MESSAGES.decided(decision), data };
    });
  }
};
