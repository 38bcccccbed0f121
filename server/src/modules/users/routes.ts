import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../contracts/common';
import { ROLES } from '../../contracts/roles';
import { AccessListResponse, UpdateUserBody, USER_MESSAGES, UserResponse, UsersPage, UsersQuery } from '../../contracts/users';
import { conflict, forbidden, notFound, PG, pgCode } from '../../shared/errors';
import { pageInfo } from '../../shared/paging';
import { toAdminUser, userChanges } from './present';
import { listUsers, updateUser } from './repository';
import { accountRoutes } from './account-routes';

/** Manage Users (SPEC.md "User Management"): super_admin only (DESIGN.md §4). */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = app.requireCapability('manageUsers');
  const tz = app.config.campusTz;
  await app.register(accountRoutes);

  app.get(
    '/admin/users',
    { onRequest: guard, schema: { tags: ['users'], querystring: UsersQuery, response: { 200: UsersPage, ...errorResponses } } },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await listUsers(app.db, filter, { page, limit });
      return { users: rows.map((u) => toAdminUser(u, tz)), ...pageInfo(total, { page, limit }) };
    },
  );

  app.get(
    '/admin/user/access/all',
    { onRequest: guard, schema: { tags: ['users'], response: { 200: AccessListResponse, ...errorResponses } } },
    async () => ({ access: [...ROLES] }),
  );

  app.post(
    '/admin/user/:id',
    {
      onRequest: guard,
      schema: { tags: ['users'], params: IdParams, body: UpdateUserBody, response: { 200: UserResponse, ...errorResponses } },
    },
    async (request) => {
      const changes = userChanges(request.body);
      const actor = request.user!;
      if (request.params.id === actor.id && !changes.access.includes('super_admin')) {
        throw conflict(USER_MESSAGES.ownSuperAdmin);
      }
      const outcome = await updateUser(app.db, actor.id, request.params.id, changes).catch((error: unknown) => {
        // Two admins giving the same address at once: the unique index decides.
        if (pgCode(error) === PG.uniqueViolation) return { kind: 'email-taken' } as const;
        throw error;
      });
      switch (outcome.kind) {
        case 'updated':
          return { user: toAdminUser(outcome.user, tz) };
        case 'not-found':
          throw notFound(USER_MESSAGES.notFound);
        case 'email-taken':
          throw conflict(USER_MESSAGES.emailTaken);
        case 'last-super-admin':
          throw conflict(USER_MESSAGES.lastSuperAdmin);
        case 'actor-not-super-admin':
          throw forbidden();
      }
    },
  );
};
