import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from '../config';
import { needsSession, sessionCookieName } from './session';

export const DOCS_PREFIX = '/api/docs';

/** The security scheme of the session cookie in /api/openapi.json. */
export const SESSION_SCHEME = 'session';

type Schema = Record<string, unknown> & { hide?: boolean; summary?: string; operationId?: string; security?: unknown };

const VERBS: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Update', PATCH: 'Change', DELETE: 'Delete' };

/** The words of a route's path: '/api/admin/bookings/:id' → ['admin', 'bookings', 'by id']. */
const pathWords = (url: string) =>
  url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part))
    .flatMap((part) => part.replace(/\.(\w+)$/, ' $1').split(/[-_\s.]+/))
    .filter(Boolean);

/** "Get admin bookings by id": the method's verb and the path's words. */
export const summaryOf = (method: string, url: string) => [VERBS[method] ?? method, ...pathWords(url)].join(' ');

/** "getAdminBookingsById": unique per method and path, URL-safe. */
export function operationIdOf(method: string, url: string): string {
  const words = [method.toLowerCase(), ...pathWords(url).flatMap((w) => w.split(' '))].map((w) => w.replace(/[^A-Za-z0-9]/g, ''));
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/**
 * The OpenAPI document's options (issue 36: `redocly lint` with its recommended rules). Made
 * centrally, so every route — those added later too — gets a summary and an operationId from
 * its method and path (a route's own win), the cookie security scheme when a session guard
 * (requireUser, requireCapability) protects it and an explicit "none" otherwise, and the
 * document a server entry (PUBLIC_URL).
 */
export function openApiOptions(config: AppConfig): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Campus Room Booking API',
        version: '1.0.0',
        description: 'The API of Campus Room Booking: rooms, bookings, requests and their decisions.',
        license: { name: 'Proprietary', url: `${config.mail.publicUrl}/` },
      },
      servers: [{ url: config.mail.publicUrl, description: 'This installation (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config.cookieSecure),
            description: 'The session cookie set by sign-in.',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const own = (schema ?? {}) as Schema;
      if (own.hide) return { schema, url };
      // SPEC.md's path with a trailing slash (/igh/update_status/) is served, and documented once, without it.
      if (url.length > 1 && url.endsWith('/')) return { schema: { ...own, hide: true } as typeof schema, url };
      const method = ([] as string[]).concat((route as RouteOptions).method)[0];
      const security = needsSession((route as RouteOptions).onRequest) ? [{ [SESSION_SCHEME]: [] }] : [];
      return {
        url,
        schema: {
          ...own,
          summary: own.summary ?? summaryOf(method, url),
          operationId: own.operationId ?? operationIdOf(method, url),
          security: own.security ?? security,
        } as typeof schema,
      };
    },
  };
}

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
