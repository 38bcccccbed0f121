import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';

export const DOCS_PREFIX = '/api/docs';

/**
 * Interactive API documentation at /api/docs (Swagger UI), generated from the routes' own
 * TypeBox schemas through @fastify/swagger. Its page loads only its own files (no inline
 * script), so the site's strict CSP applies unchanged; the online validator badge is off
 * (it would load an image from validator.swagger.io). "Try it out" calls the API with the
 * reader's own session cookie, so it can do no more than the reader may.
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}
