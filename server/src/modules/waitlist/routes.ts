import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams, MessageResponse } from '../../contracts/common';
import { WaitlistBody, WaitlistEntryResponse, WaitlistResponse, type WaitlistEntry } from '../../contracts/waitlist';
import { WAITLIST_MESSAGES as M } from '../../contracts/waitlist-rules';
import { notFound } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { userWriteLimit } from '../../plugins/rate-limit';
import { joinWaitlist } from './join';
import { openEntriesOf, withdrawEntry, type EntryRow } from './repository';

const tags = ['waitlist'];

/** The waitlist (issue 32): join a taken room and time, list one's open entries, leave one. */
export const waitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const onRequest = app.requireCapability('book');
  const writes = userWriteLimit(app.config.writeRateLimit);
  const wire = (row: EntryRow): WaitlistEntry => ({
    ...row,
    start_time: toCampusIso(row.start_time, tz),
    end_time: toCampusIso(row.end_time, tz),
    created_at: toCampusIso(row.created_at, tz),
  });

  app.post(
    '/waitlist',
    { onRequest, config: writes, schema: { tags, body: WaitlistBody, response: { 201: WaitlistEntryResponse, ...errorResponses } } },
    async (request, reply) => {
      const entry = await joinWaitlist({ db: app.db, tz, now: app.now(), actor: request.user! }, request.body);
      return reply.code(201).send({ message: M.joined, entry: wire(entry) });
    },
  );

  app.get('/waitlist', { onRequest, schema: { tags, response: { 200: WaitlistResponse, ...errorResponses } } }, async (request) => ({
    entries: (await openEntriesOf(app.db, request.user!.id, app.now())).map(wire),
  }));

  app.delete(
    '/waitlist/:id',
    { onRequest, config: writes, schema: { tags, params: IdParams, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      if (!(await withdrawEntry(app.db, request.params.id, request.user!.id, app.now()))) throw notFound(M.notFound);
      return { message: M.left };
    },
  );
};
