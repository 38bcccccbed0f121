import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/**
 * Crawlers may read the sign-in page (the only one without a session) and nothing of the API,
 * whose answers are one person's data or nothing (docs/decisions/0201-robots.md).
 */
export const ROBOTS_TXT = ['User-agent: *', 'Allow: /auth', 'Disallow: /', ''].join('\n');

/** GET /robots.txt: a real robots file, not the app's HTML from the history fallback; a day in caches. */
export function installRobots(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true, response: { 200: Type.String() } } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
}
