import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminBookingsBulkBody, AdminBookingsBulkResponse } from '../../contracts/admin-bookings';
import { BULK_ACTION_MAX, BULK_MESSAGES } from '../../contracts/bulk-actions';
import { errorResponses } from '../../contracts/common';
import { userWriteLimit } from '../../plugins/rate-limit';
import { badRequest } from '../../shared/errors';
import { bulkChangeBookings, decisionReason } from '../bookings';
import { resolveFilter } from './filters';
import { matchingBookingIds } from './repository';

/**
 * POST /api/admin/bookings/bulk (issue 19): cancel, approve or decline up to
 * BULK_ACTION_MAX bookings named by id or by the list's filter; the bookings module
 * decides what changes and what is skipped, in one transaction.
 */
export const adminBookingBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;

  /** The selection's ids: those sent, or the filter's matches (one more than allowed, to tell). */
  async function selection(body: AdminBookingsBulkBody): Promise<number[]> {
    if ((body.ids === undefined) === (body.filter === undefined)) throw badRequest(BULK_MESSAGES.idsOrFilter);
    if (body.ids) {
      const ids = [...new Set(body.ids)];
      if (ids.length > BULK_ACTION_MAX) throw badRequest(BULK_MESSAGES.tooManyIds(ids.length));
      return ids;
    }
    const { search, status, kind = 'all' } = body.filter!;
    const filter = await resolveFilter(app.db, { search, status: status || undefined, kind, now: app.now() });
    const ids = await matchingBookingIds(app.db, filter, BULK_ACTION_MAX + 1);
    if (ids.length > BULK_ACTION_MAX) throw badRequest(BULK_MESSAGES.tooManyMatches);
    return ids;
  }

  app.post(
    '/admin/bookings/bulk',
    {
      onRequest: app.requireCapability('manageBookings'),
      config: userWriteLimit(app.config.writeRateLimit),
      schema: { tags: ['admin-bookings'], body: AdminBookingsBulkBody, response: { 200: AdminBookingsBulkResponse, ...errorResponses } },
    },
    async (request) => {
      const { action, dry_run: dryRun = false, override_closure: overrideClosure } = request.body;
      const reason = decisionReason(request.body.reason);
      const ids = await selection(request.body);
      const ctx = { db: app.db, tz, now: app.now(), actor: request.user! };
      const { changed, skipped } = await bulkChangeBookings(ctx, { ids, action, reason, dryRun, overrideClosure });
      return {
        message: BULK_MESSAGES.done(action, changed.length, skipped.length, dryRun),
        dry_run: dryRun,
        selected: ids.length,
        changed: changed.length,
        skipped,
      };
    },
  );
};
