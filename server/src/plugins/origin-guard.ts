import type { FastifyInstance } from 'fastify';
import { forbidden } from '../shared/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from another site (DESIGN.md §3). Browsers send
 * Sec-Fetch-Site and Origin; a request without them (curl, tests) is not a browser's
 * cross-site request, so it passes.
 */
export function installOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbidden('Cross-origin requests are not allowed.');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw forbidden('Cross-origin requests are not allowed.');
      }
      // request.host honours X-Forwarded-Host from the trusted proxy, so a proxy that
      // rewrites Host does not make same-origin requests look cross-origin.
      if (host !== request.host) throw forbidden('Cross-origin requests are not allowed.');
    } else if (origin === 'null') {
      throw forbidden('Cross-origin requests are not allowed.');
    }
  });
}
