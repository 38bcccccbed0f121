import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import {
  DecisionBody, IghRequestResponse, IghRequestsResponse, NewIghRequestBody, REQUEST_MESSAGES,
} from '../../contracts/requests';
import { writeAudit } from '../../shared/audit';
import { badRequest } from '../../shared/errors';
import { campusDate } from '../../shared/time';
import { decideRequest, type DecisionTarget } from './decide';
import { findIghRequest, ighStatus, insertIghRequest, listIghRequests, markIghDecided } from './igh-repository';
import { ighRequestViolation } from './igh-rules';

const ighTarget: DecisionTarget = {
  entity: 'igh_request',
  notFoundMessage: REQUEST_MESSAGES.ighNotFound,
  mark: markIghDecided,
  currentStatus: ighStatus,
};

/** Guest-house requests: students file them, the igh role decides (SPEC.md "IGH requests"). */
export const ighRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = app.requireCapability('approveGuestHouse');

  app.get(
    '/igh/booking_requests',
    { onRequest: guard, schema: { tags: ['requests'], response: { 200: IghRequestsResponse, ...errorResponses } } },
    async () => ({ data: await listIghRequests(app.db) }),
  );

  app.post(
    '/igh/booking_requests',
    {
      onRequest: app.requireUser,
      schema: { tags: ['requests'], body: NewIghRequestBody, response: { 201: IghRequestResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const body = request.body;
      const violation = ighRequestViolation(body, campusDate(app.now(), app.config.campusTz));
      if (violation) throw badRequest(violation);
      const user = request.user!;
      const created = await app.db.transaction().execute(async (trx) => {
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
        return row;
      });
      return reply.status(201).send({ message: 'Guest-house request submitted', data: created });
    },
  );

  const decideOptions = {
    onRequest: guard,
    schema: { tags: ['requests'], body: DecisionBody, response: { 200: IghRequestResponse, ...errorResponses } },
  };
  // SPEC.md's path has a trailing slash; the bare path is accepted too.
  for (const url of ['/igh/update_status/', '/igh/update_status']) {
    app.post(url, decideOptions, async (request) => {
      const { request_id: id, status: decision } = request.body;
      await decideRequest(app.db, ighTarget, { id, decision, actorId: request.user!.id, now: app.now() });
      return { message: `Booking ${decision}`, data: (await findIghRequest(app.db, id))! };
    });
  }
};
