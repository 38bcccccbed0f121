import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../shared/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** scheme://host[:port] of a URL, default ports dropped; null when it is not one. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the browser should be on: scheme, host and port as the request arrived.
 * request.protocol and request.host honour X-Forwarded-Proto/-Host from a trusted proxy
 * only (TRUST_PROXY), so a TLS-terminating proxy that rewrites Host still matches.
 */
const ownOrigin = (request: FastifyRequest) => originOf(`${request.protocol}://${request.host}`);

/**
 * Refuses state-changing requests sent from another site (DESIGN.md §3). Browsers send
 * Sec-Fetch-Site and Origin; a request without them (curl, tests) is not a browser's
 * cross-site request, so it passes. The Origin must match in scheme, host and port:
 * http://rooms.example is not https://rooms.example, and :8443 is not :443.
 */
export function installOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbidden('Cross-origin requests are not allowed.');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const sent = originOf(origin);
    if (sent === null || sent !== ownOrigin(request)) throw forbidden('Cross-origin requests are not allowed.');
  });
}
