import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BOOKERS_LIMIT, BookersQuery, BookersResponse, type Booker } from '../../contracts/bookers';
import { errorResponses } from '../../contracts/common';
import { CAPABILITIES } from '../../contracts/roles';
import type { DB } from '../../db/schema';
import { containsPattern } from './filters';

/** Active users holding a role that books, whose name or e-mail contains `search`, by name. */
export function findBookers(db: Kysely<DB>, search: string): Promise<Booker[]> {
  const pattern = containsPattern(search.trim());
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('deactivated_at', 'is', null)
    .where(sql<boolean>`access && ${sql.val([...CAPABILITIES.book])}::text[]`)
    .where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]))
    .orderBy('name')
    .orderBy('id')
    .limit(BOOKERS_LIMIT)
    .execute();
}

/** Issue 35: the "Book for" picker's people (administrators only). */
export const bookerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/bookers',
    {
      onRequest: app.requireCapability('manageBookings'),
      schema: { tags: ['admin-bookings'], querystring: BookersQuery, response: { 200: BookersResponse, ...errorResponses } },
    },
    async (request) => ({ bookers: await findBookers(app.db, request.query.search ?? '') }),
  );
};
