import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CancelUpcomingBody, CancelUpcomingResponse, ROOM_MESSAGES, RoomResponse, RoomUpcomingResponse } from '../../contracts/admin-rooms';
import { BULK_MESSAGES } from '../../contracts/bulk-actions';
import { errorResponses, IdParams } from '../../contracts/common';
import { ROOM_STATE_MESSAGES } from '../../contracts/room-access';
import { userWriteLimit } from '../../plugins/rate-limit';
import { conflict, notFound } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { bulkChangeBookings, decisionReason } from '../bookings';
import { setRoomActive, upcomingBookingIdsOfRoom, upcomingBookingsOfRoom, type RoomStateChange } from './lifecycle';
import { toAdminRoom } from './present';
import { findRoom } from './repository';

/**
 * A room's lifecycle in Manage Rooms (issue 15), rb_admin and super_admin: deactivate (no new
 * bookings, hidden from Book a Room, free-room search and the recurring picker; the answer
 * lists its upcoming bookings), reactivate, list the upcoming bookings again, and cancel them
 * through the bulk cancel of the bookings module (each booker is notified).
 */
export const roomLifecycleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const onRequest = app.requireCapability('manageRooms');
  const tags = ['rooms'];
  // No body is needed; an empty JSON object is accepted too.
  const emptyBody = {
    preValidation: async (request: { body: unknown }) => {
      if (request.body === undefined) request.body = {};
    },
  };

  const changed = (outcome: RoomStateChange, unchangedMessage: string) => {
    if (outcome.kind === 'not-found') throw notFound(ROOM_MESSAGES.notFound);
    if (outcome.kind === 'unchanged') throw conflict(unchangedMessage);
    return outcome.room;
  };
  async function upcomingAnswer(room: Parameters<typeof toAdminRoom>[0], now: Date) {
    const { rows, total } = await upcomingBookingsOfRoom(app.db, room.id, now);
    const upcoming_bookings = rows.map((b) => ({ ...b, start_time: toCampusIso(b.start_time, tz), end_time: toCampusIso(b.end_time, tz) }));
    return { room: toAdminRoom(room, tz), upcoming_bookings, upcoming_total: total };
  }

  /** The options of a state change: no body needed (an empty object is accepted), the room id in the path. */
  const stateChange = <R extends typeof RoomUpcomingResponse | typeof RoomResponse>(response: R) => ({
    onRequest,
    ...emptyBody,
    schema: {
      tags,
      params: IdParams,
      body: Type.Object({}, { additionalProperties: false }),
      response: { 200: response, ...errorResponses },
    },
  });

  app.post('/admin/rooms/:id/deactivate', stateChange(RoomUpcomingResponse), async (request) => {
    const now = app.now();
    const outcome = await setRoomActive(app.db, request.user!.id, request.params.id, false, now);
    return upcomingAnswer(changed(outcome, ROOM_STATE_MESSAGES.alreadyDeactivated), now);
  });

  app.post('/admin/rooms/:id/reactivate', stateChange(RoomResponse), async (request) => {
    const outcome = await setRoomActive(app.db, request.user!.id, request.params.id, true, app.now());
    return { room: toAdminRoom(changed(outcome, ROOM_STATE_MESSAGES.alreadyActive), tz) };
  });

  app.get(
    '/admin/rooms/:id/upcoming',
    { onRequest, schema: { tags, params: IdParams, response: { 200: RoomUpcomingResponse, ...errorResponses } } },
    async (request) => {
      const room = await findRoom(app.db, request.params.id);
      if (!room) throw notFound(ROOM_MESSAGES.notFound);
      return upcomingAnswer(room, app.now());
    },
  );

  app.post(
    '/admin/rooms/:id/cancel-upcoming',
    {
      onRequest,
      ...emptyBody,
      config: userWriteLimit(app.config.writeRateLimit),
      schema: { tags, params: IdParams, body: CancelUpcomingBody, response: { 200: CancelUpcomingResponse, ...errorResponses } },
    },
    async (request) => {
      const reason = decisionReason(request.body.reason);
      if (!(await findRoom(app.db, request.params.id))) throw notFound(ROOM_MESSAGES.notFound);
      const ctx = { db: app.db, tz, now: app.now(), actor: request.user! };
      const ids = await upcomingBookingIdsOfRoom(app.db, request.params.id, ctx.now);
      const { changed: done, skipped } = await bulkChangeBookings(ctx, { ids, action: 'cancel', reason, dryRun: false });
      return { message: BULK_MESSAGES.done('cancel', done.length, skipped.length, false), cancelled: done.length, skipped: skipped.length };
    },
  );
};
