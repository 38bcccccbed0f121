import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams, MessageResponse } from '../../contracts/common';
import { MailSettingsBody, MailSettingsResponse, UndeliveredQuery, UndeliveredResponse } from '../../contracts/mail';
import { MAIL_MESSAGES } from '../../contracts/mail-categories';
import { notFound } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import type { EventPayload } from '../events';
import { countFailed, pageOfFailed, retryFailed } from './outbox';
import { mailPreferencesOf, reminderMinutesOf, saveMailPreferences, saveReminderMinutes } from './preferences';
import { renderMail } from './render';

/** Issue 14: a user's e-mail settings, and super_admin's view of mail that could not be delivered. */
export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = async (userId: number) => ({
    delivery: app.mailWorker !== null,
    categories: await mailPreferencesOf(app.db, userId),
    reminder_minutes: await reminderMinutesOf(app.db, userId),
  });

  app.get(
    '/me/mail-settings',
    { onRequest: app.requireUser, schema: { tags: ['mail'], response: { 200: MailSettingsResponse, ...errorResponses } } },
    async (request) => settings(request.user!.id),
  );

  app.put(
    '/me/mail-settings',
    {
      onRequest: app.requireUser,
      schema: { tags: ['mail'], body: MailSettingsBody, response: { 200: MailSettingsResponse, ...errorResponses } },
    },
    async (request) => {
      await saveMailPreferences(app.db, request.user!.id, request.body.email);
      if (request.body.reminder_minutes !== undefined) await saveReminderMinutes(app.db, request.user!.id, request.body.reminder_minutes);
      return settings(request.user!.id);
    },
  );

  const admin = app.requireCapability('manageUsers');
  app.get(
    '/admin/mail/undelivered',
    {
      onRequest: admin,
      schema: { tags: ['mail'], querystring: UndeliveredQuery, response: { 200: UndeliveredResponse, ...errorResponses } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, total] = await Promise.all([pageOfFailed(app.db, limit, (page - 1) * limit), countFailed(app.db)]);
      const { publicUrl } = app.config.mail;
      return {
        mails: rows.map(({ payload, created_at, ...row }) => ({
          ...row,
          subject: renderMail((typeof payload === 'string' ? JSON.parse(payload) : payload) as EventPayload, publicUrl).subject,
          created_at: toCampusIso(created_at, app.config.campusTz),
        })),
        meta: { total, page, limit },
      };
    },
  );

  app.post(
    '/admin/mail/:id/retry',
    { onRequest: admin, schema: { tags: ['mail'], params: IdParams, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      if (!(await retryFailed(app.db, request.params.id, app.now()))) throw notFound(MAIL_MESSAGES.notFailed(request.params.id));
      app.mailWorker?.wake();
      return { message: MAIL_MESSAGES.retried };
    },
  );
};
