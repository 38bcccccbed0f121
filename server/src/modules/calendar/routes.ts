import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CalendarFeedResponse, FeedParams } from '../../contracts/calendar';
import { ErrorResponse, errorResponses, IdParams } from '../../contracts/common';
import { CALENDAR_MESSAGES, MAIL_MESSAGES } from '../../contracts/mail-categories';
import { notFound } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { createFeed, feedBookings, feedCreatedAt, feedOfToken } from './feeds';
import { calendarText } from './ics';

const tags = ['calendar'];

/** Issue 14: secret calendar feeds (a user's own bookings; a room's, for administrators) and their links. */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config.mail;
  const tz = app.config.campusTz;
  const answer = (token: string | null, createdAt: Date | null) => ({
    url: token ? `${publicUrl}/api/calendar/${token}.ics` : null,
    created_at: createdAt ? toCampusIso(createdAt, tz) : null,
  });

  // Calendar apps poll with no session: the token in the path is the only key.
  app.get(
    '/calendar/:token.ics',
    {
      // A token the text rule refuses (a control character) is an unknown token like any other: 404, not 400.
      attachValidation: true,
      schema: {
        tags,
        params: FeedParams,
        response: { 200: Type.String({ description: 'text/calendar' }), 304: Type.Null(), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const feed = request.validationError ? null : await feedOfToken(app.db, request.params.token);
      if (!feed) throw notFound(CALENDAR_MESSAGES.feedNotFound);
      const rows = await feedBookings(app.db, feed, app.now());
      const text = calendarText(
        rows.map((b) => ({
          id: b.id,
          revision: b.revision,
          start: b.start_time,
          end: b.end_time,
          purpose: b.purpose,
          status: b.status,
          room: { name: b.room_name, block: b.block_name },
          booker: feed.roomId === null ? undefined : b.user_name,
          stamp: b.updated_at,
          url: `${publicUrl}${feed.roomId === null ? `/faculty/bookings?booking=${b.id}` : '/admin/bookings'}`,
        })),
        { publicUrl, name: feed.roomId === null ? `Room bookings of ${feed.name}` : `Bookings of ${feed.name}` },
      );
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
      reply.header('etag', etag).header('cache-control', 'private, max-age=300');
      const wanted = request.headers['if-none-match'];
      if (wanted && wanted.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.status(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );

  const own = {
    onRequest: app.requireUser,
    schema: { tags, response: { 200: CalendarFeedResponse, 201: CalendarFeedResponse, ...errorResponses } },
  };
  app.get('/me/calendar-feed', own, async (request) => answer(null, await feedCreatedAt(app.db, request.user!.id, null)));
  app.post('/me/calendar-feed', own, async (request, reply) => {
    const token = await createFeed(app.db, request.user!.id, null, app.now());
    return reply.status(201).send(answer(token, app.now()));
  });

  const room = {
    onRequest: app.requireCapability('manageRooms'),
    schema: { tags, params: IdParams, response: { 200: CalendarFeedResponse, 201: CalendarFeedResponse, ...errorResponses } },
  };
  const knownRoom = async (id: number) => {
    const row = await app.db.selectFrom('rooms').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MAIL_MESSAGES.roomNotFound(id));
  };
  app.get('/admin/rooms/:id/calendar-feed', room, async (request) => {
    await knownRoom(request.params.id);
    return answer(null, await feedCreatedAt(app.db, request.user!.id, request.params.id));
  });
  app.post('/admin/rooms/:id/calendar-feed', room, async (request, reply) => {
    await knownRoom(request.params.id);
    const token = await createFeed(app.db, request.user!.id, request.params.id, app.now());
    return reply.status(201).send(answer(token, app.now()));
  });
};
