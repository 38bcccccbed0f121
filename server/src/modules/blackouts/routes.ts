import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AffectedBookingsResponse,
  BlackoutBody,
  BlackoutCreatedResponse,
  BlackoutsResponse,
  CancelAffectedResponse,
  CLOSURE_MESSAGES,
  type AffectedBooking,
  type Blackout,
} from '../../contracts/blackouts';
import { errorResponses, IdParams, MessageResponse } from '../../contracts/common';
import { userWriteLimit } from '../../plugins/rate-limit';
import { notFound } from '../../shared/errors';
import { instantSpanText } from '../../contracts/campus-format';
import { toCampusIso } from '../../shared/time';
import { bulkChangeBookings, type BookingRecord } from '../bookings';
import { affectedBookings, createBlackout, deleteBlackout, listBlackouts, type BlackoutRow } from './repository';
import { blackoutValues } from './rules';

/** How many affected bookings an answer lists; the count and the cancel cover them all. */
const AFFECTED_LISTED = 500;
/** Bulk cancel's own ceiling (contracts/bulk-actions.ts); a bigger closure is cancelled in turns. */
const CANCEL_AT_ONCE = 5_000;

/**
 * Closures (issue 15): blackout periods over the campus, a block or chosen rooms, kept by
 * rb_admin and super_admin in Manage Rooms. The bookings module refuses writes inside them;
 * here they are listed, created, deleted, and the bookings already inside one reviewed and
 * cancelled through the bulk cancel (with its notifications).
 */
export const blackoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const onRequest = app.requireCapability('manageRooms');
  const tags = ['blackouts'];

  const period = (row: { starts_at: Date; ends_at: Date }) => instantSpanText(row.starts_at, row.ends_at, tz);
  const wire = (row: BlackoutRow): Blackout => ({
    ...row,
    starts_at: toCampusIso(row.starts_at, tz),
    ends_at: toCampusIso(row.ends_at, tz),
  });
  const affectedWire = (b: BookingRecord): AffectedBooking => ({
    id: b.id,
    room_id: b.room_id,
    room_name: b.room_name,
    user_name: b.user_name,
    user_email: b.user_email,
    purpose: b.purpose,
    start_time: toCampusIso(b.start_time, tz),
    end_time: toCampusIso(b.end_time, tz),
    status: b.status,
  });
  const existing = async (id: number) => {
    const [row] = await listBlackouts(app.db, app.now(), id);
    if (!row) throw notFound(CLOSURE_MESSAGES.notFound);
    return row;
  };

  app.get('/admin/blackouts', { onRequest, schema: { tags, response: { 200: BlackoutsResponse, ...errorResponses } } }, async () => ({
    blackouts: (await listBlackouts(app.db, app.now())).map(wire),
  }));

  app.post(
    '/admin/blackouts',
    { onRequest, schema: { tags, body: BlackoutBody, response: { 201: BlackoutCreatedResponse, ...errorResponses } } },
    async (request, reply) => {
      const now = app.now();
      const id = await createBlackout(app.db, blackoutValues(request.body, now), request.user!.id, period);
      const affected = await affectedBookings(app.db, id, now, AFFECTED_LISTED);
      const blackout = wire(await existing(id));
      return reply.status(201).send({ message: CLOSURE_MESSAGES.created, blackout, affected: affected.map(affectedWire) });
    },
  );

  app.get(
    '/admin/blackouts/:id/bookings',
    { onRequest, schema: { tags, params: IdParams, response: { 200: AffectedBookingsResponse, ...errorResponses } } },
    async (request) => {
      await existing(request.params.id);
      return { bookings: (await affectedBookings(app.db, request.params.id, app.now(), AFFECTED_LISTED)).map(affectedWire) };
    },
  );

  // The one cancel of many bookings (bookings/bulk.ts): locks, audit rows, events and
  // notifications as in Manage Bookings, the closure's words as the reason.
  app.post(
    '/admin/blackouts/:id/cancel-bookings',
    {
      onRequest,
      config: userWriteLimit(app.config.writeRateLimit),
      schema: { tags, params: IdParams, response: { 200: CancelAffectedResponse, ...errorResponses } },
    },
    async (request) => {
      const now = app.now();
      const blackout = await existing(request.params.id);
      const ids = (await affectedBookings(app.db, blackout.id, now, CANCEL_AT_ONCE)).map((b) => b.id);
      const ctx = { db: app.db, tz, now, actor: request.user! };
      const { changed } = await bulkChangeBookings(ctx, {
        ids,
        action: 'cancel',
        reason: CLOSURE_MESSAGES.closed(blackout.reason),
        dryRun: false,
      });
      return { message: CLOSURE_MESSAGES.cancelled(changed.length), cancelled: changed.length };
    },
  );

  app.delete(
    '/admin/blackouts/:id',
    { onRequest, schema: { tags, params: IdParams, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      await deleteBlackout(app.db, request.params.id, request.user!.id);
      return { message: CLOSURE_MESSAGES.deleted };
    },
  );
};
