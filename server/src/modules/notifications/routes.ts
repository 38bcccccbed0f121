import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import {
  MarkReadBody,
  MarkReadResponse,
  NOTIFICATION_MESSAGES,
  NotificationsQuery,
  NotificationsResponse,
} from '../../contracts/notifications';
import { UNREAD_STREAM } from '../../contracts/notification-stream';
import { badRequest, notFound } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { countNotifications, foreignIds, markRead, pageOfNotifications } from './repository';
import { UnreadStreams } from './unread-streams';
import { liveSessionIds } from '../../plugins/session-store';

const tags = ['notifications'];

/** The signed-in user's in-app notifications (DESIGN.md §9): a user only ever sees and marks their own. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requireUser;
  const tz = app.config.campusTz;

  app.get(
    '/notifications',
    { onRequest, schema: { tags, querystring: NotificationsQuery, response: { 200: NotificationsResponse, ...errorResponses } } },
    async (request) => {
      const { page, limit } = request.query;
      const userId = request.user!.id;
      const [rows, counts] = await Promise.all([
        pageOfNotifications(app.db, userId, limit, (page - 1) * limit),
        countNotifications(app.db, userId),
      ]);
      return {
        notifications: rows.map(({ read_at, created_at, ...n }) => ({
          ...n,
          created_at: toCampusIso(created_at, tz),
          read: read_at !== null,
        })),
        unread: counts.unread,
        meta: { total: counts.total, page, limit },
      };
    },
  );

  // Prompt unread counts (docs/decisions/0060-unread-stream.md). The streams end before
  // the server closes (preClose), or an open one would hold a SIGTERM's drain until its grace ran out.
  const streams = new UnreadStreams(app.db, app.log, (ids) => liveSessionIds(app.db, ids, app.now()));
  app.addHook('preClose', async () => streams.endAll());

  app.get(
    UNREAD_STREAM.path,
    {
      onRequest,
      config: { longLived: true },
      schema: {
        tags,
        description: `Server-Sent Events: \`event: ${UNREAD_STREAM.event}\` with data {"unread": n} at once and whenever the count changes.`,
        produces: ['text/event-stream'],
        response: { 200: Type.String({ description: 'text/event-stream' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const stream = streams.open(userId, request.sessionId!, (await countNotifications(app.db, userId)).unread);
      // The browser went away (or the proxy dropped it): forget the stream.
      reply.raw.once('close', () => stream.destroy());
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // Its connection closes with it, so a stream ended at shutdown leaves no idle socket behind.
          .header('connection', 'close')
          // The 200 schema documents the text; a stream is sent as it is, never serialized.
          .send(stream as never)
      );
    },
  );

  // Every id must be the caller's, or nothing is marked: a wrong id is a client's mistake to show, not to half-apply.
  app.post(
    '/notifications/read',
    { onRequest, schema: { tags, body: MarkReadBody, response: { 200: MarkReadResponse, ...errorResponses } } },
    async (request) => {
      const { ids, all } = request.body;
      if (ids && all !== undefined) throw badRequest(NOTIFICATION_MESSAGES.idsOrAll);
      if (!ids && all !== true) throw badRequest(NOTIFICATION_MESSAGES.nothingToMark);
      const userId = request.user!.id;
      const wanted = ids ? [...new Set(ids)] : 'all';
      if (wanted !== 'all') {
        const missing = await foreignIds(app.db, userId, wanted);
        if (missing.length) throw notFound(NOTIFICATION_MESSAGES.notFound(missing));
      }
      await markRead(app.db, userId, wanted, app.now());
      return { message: NOTIFICATION_MESSAGES.marked, unread: (await countNotifications(app.db, userId)).unread };
    },
  );
};
