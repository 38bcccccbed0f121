import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CalendarFeedResponse, FeedParams } from '../../contracts/calendar';
import { ErrorResponse, errorResponses, IdParams } from '../../contracts/common';
import { CALENDAR_MESSAGES, MAIL_MESSAGES } from '../../contracts/mail-categories';
import { notFound } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { feedTexts } from './feed-text';
import { createFeed, feedCreatedAt, feedOfToken } from './feeds';

const tags = ['calendar'];

/** Issue 14: secret calendar feeds (a user's own bookings; a room's, for administrators) and their links. */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config.mail;
  const tz = app.config.campusTz;
  const feedText = feedTexts(app.db, publicUrl);
  const answer = (token: string | null, createdAt: Date | null) => ({
    url: token ? `${publicUrl}/api/calendar/${token}.ics` : null,
    created_at: createdAt ? toCampusIso(createdAt, tz) : null,
  });

  // Calendar apps poll with no session: the token in the path is the only key.
  app.get(
    '/calendar/:token.ics',
    {
      // A token the text rule refuses (a control character) is an unknown token like any other:
      // looked up by its hash as every token is (the same path and time), then 404, not 400.
      attachValidation: true,
      schema: {
        tags,
        params: FeedParams,
        response: {
          200: Type.String({ description: 'text/calendar' }),
          304: Type.Unsafe<undefined>({ description: 'Not Modified: no body' }),
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const feed = await feedOfToken(app.db, String(request.params.token));
      if (!feed) throw notFound(CALENDAR_MESSAGES.feedNotFound);
      const { etag, text } = await feedText(feed, app.now(), request.headers['if-none-match']);
      reply.header('etag', etag).header('cache-control', 'private, max-age=300');
      if (text === null) return reply.status(304).send();
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
