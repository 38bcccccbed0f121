import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses, IdParams } from '../../contracts/common';
import { DeactivateUserResponse, USER_MESSAGES, UserChangeResponse } from '../../contracts/users';
import { conflict, notFound } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { toAdminUser } from './present';
import { activateUser, deactivateUser, unlinkGoogle, upcomingBookingsOf, type AccountChange } from './account-repository';

/**
 * Account actions of Manage Users (issue 16), super_admin only: deactivate (sign-in refused,
 * every session ended, the user's upcoming bookings listed), activate again, and unlink the
 * Google account so the next Google sign-in binds a new one (the administrator's re-link).
 */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = app.config.campusTz;
  const options = (summary: string, response: typeof UserChangeResponse | typeof DeactivateUserResponse) => ({
    onRequest: app.requireCapability('manageUsers'),
    // No body is needed; an empty JSON object is accepted too (as logout).
    preValidation: async (request: { body: unknown }) => {
      if (request.body === undefined) request.body = {};
    },
    schema: {
      tags: ['users'],
      summary,
      params: IdParams,
      body: Type.Object({}, { additionalProperties: false }),
      response: { 200: response, ...errorResponses },
    },
  });
  const changed = (outcome: AccountChange, unchangedMessage: string) => {
    if (outcome.kind === 'not-found') throw notFound(USER_MESSAGES.notFound);
    if (outcome.kind === 'unchanged') throw conflict(unchangedMessage);
    return toAdminUser(outcome.user, tz);
  };

  app.post('/admin/user/:id/deactivate', options('Deactivates a user and ends their sessions', DeactivateUserResponse), async (request) => {
    const { id } = request.params;
    if (id === request.user!.id) throw conflict(USER_MESSAGES.ownDeactivate);
    const now = app.now();
    const user = changed(await deactivateUser(app.db, request.user!.id, id, now), USER_MESSAGES.alreadyDeactivated);
    const upcoming = await upcomingBookingsOf(app.db, id, now);
    return {
      message: USER_MESSAGES.deactivated,
      user,
      upcoming_bookings: upcoming.rows.map((b) => ({
        ...b,
        start_time: toCampusIso(b.start_time, tz),
        end_time: toCampusIso(b.end_time, tz),
      })),
      upcoming_total: upcoming.total,
    };
  });

  app.post('/admin/user/:id/activate', options('Lets a deactivated user sign in again', UserChangeResponse), async (request) => ({
    message: USER_MESSAGES.activated,
    user: changed(await activateUser(app.db, request.user!.id, request.params.id), USER_MESSAGES.notDeactivated),
  }));

  app.post('/admin/user/:id/unlink-google', options('Unbinds the Google account (re-link)', UserChangeResponse), async (request) => ({
    message: USER_MESSAGES.unlinked,
    user: changed(await unlinkGoogle(app.db, request.user!.id, request.params.id), USER_MESSAGES.notLinked),
  }));
};
