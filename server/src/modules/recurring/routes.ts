import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses, IdParams } from '../../contracts/common';
import {
  ConfirmRecurringBody,
  RecurringBody,
  RecurringConflictResponse,
  RecurringResponse,
  SeriesChangeResponse,
  UpdateSeriesBody,
} from '../../contracts/recurring';
import { confirmSeries } from './confirm';
import { createSeries } from './create';
import { campusClock } from '../../contracts/campus-clock';
import type { RecurringContext } from './plan';
import { deleteSeries, updateSeries } from './series-edit';
import { userWriteLimit } from '../../plugins/rate-limit';

const responses = { ...errorResponses, 409: RecurringConflictResponse };

/** Weekly recurring series (issue 5, DESIGN.md §5): create, confirm a draft, edit or delete the upcoming bookings. */
export const recurringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const writes = userWriteLimit(app.config.writeRateLimit);
  const context = (request: FastifyRequest): RecurringContext => ({
    db: app.db,
    tz: app.config.campusTz,
    clock: campusClock(app.config.campusTz),
    now: app.now(),
    actor: request.user!,
  });

  app.post(
    '/faculty/bookroom/recurring',
    {
      onRequest: app.requireCapability('recurring'),
      config: writes,
      schema: { tags: ['recurring'], body: RecurringBody, response: { 200: RecurringResponse, 201: RecurringResponse, ...responses } },
    },
    async (request, reply) => {
      const result = await createSeries(context(request), request.body);
      return reply.status(result.success ? 201 : 200).send(result);
    },
  );

  app.post(
    '/bookings/recurring/confirm',
    {
      onRequest: app.requireCapability('recurring'),
      config: writes,
      schema: { tags: ['recurring'], body: ConfirmRecurringBody, response: { 201: RecurringResponse, ...responses } },
    },
    async (request, reply) => reply.status(201).send(await confirmSeries(context(request), request.body)),
  );

  app.put(
    '/faculty/bookings/recurring/:id',
    {
      onRequest: app.requireCapability('manageBookings'),
      config: writes,
      schema: { tags: ['recurring'], params: IdParams, body: UpdateSeriesBody, response: { 200: SeriesChangeResponse, ...responses } },
    },
    async (request) => updateSeries(context(request), request.params.id, request.body),
  );

  app.delete(
    '/faculty/bookings/recurring/:id',
    {
      onRequest: app.requireCapability('manageBookings'),
      config: writes,
      schema: { tags: ['recurring'], params: IdParams, response: { 200: SeriesChangeResponse, ...responses } },
    },
    async (request) => deleteSeries(context(request), request.params.id),
  );
};
