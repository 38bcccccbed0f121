import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import { HISTORY_MESSAGES } from '../../contracts/booking-messages';
import { HistoryParams, HistoryResponse } from '../../contracts/history';
import { notFound } from '../../shared/errors';
import { readHistory, visibleBooking } from './repository';

/** A booking's history from the audit trail (issue 35, DESIGN.md §10 "Every step says what happened"). */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bookings/:id/history',
    {
      onRequest: app.requireUser,
      schema: { tags: ['bookings'], params: HistoryParams, response: { 200: HistoryResponse, ...errorResponses } },
    },
    async (request) => {
      const booking = await visibleBooking(app.db, request.params.id, request.user!);
      if (!booking) throw notFound(HISTORY_MESSAGES.notFound);
      return { entries: await readHistory(app.db, booking, app.config.campusTz) };
    },
  );
};
