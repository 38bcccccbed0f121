import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { installRobots } from './robots';

/** Source maps would publish the client's sources: the build writes them outside the served folder, and none is served. */
const isSourceMap = (pathName: string) => pathName.toLowerCase().endsWith('.map');

/** webpack names every file under /assets by its content's hash (webpack.config.ts): a changed file is a new URL. */
const HASHED = /[/\\]assets[/\\][^/\\]+\.[0-9a-f]{8}\.[a-z]+(\.(br|gz))?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the favicon and the room photos keep their names: the browser asks again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';
/** The kinds of file the build compresses (scripts/webpack/precompress.ts). */
const MAY_BE_COMPRESSED = /\.(js|css|html|svg|txt|json)(\.(br|gz))?$/;

/**
 * Hashed assets are cached for a year and never asked for again; the rest is revalidated, so a
 * new build reaches everyone on their next visit. Every file may come compressed (the build's
 * .br and .gz beside it), so caches keep one copy per Accept-Encoding.
 */
function cacheHeaders(res: SetHeadersResponse, file: string) {
  res.setHeader('cache-control', HASHED.test(file) ? IMMUTABLE : REVALIDATE);
  if (MAY_BE_COMPRESSED.test(file)) res.setHeader('vary', 'Accept-Encoding');
}

/**
 * Serves the built client with a history fallback: any GET outside /api that is not a
 * file answers index.html, so client routes survive a reload. /api misses stay JSON.
 */
export async function installSpa(app: FastifyInstance, clientDir: string | null): Promise<void> {
  installRobots(app);
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir),
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !isSourceMap(pathName),
      // The build's brotli and gzip copies (scripts/webpack/precompress.ts), by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && clientDir && !isSourceMap(request.url.split('?')[0]) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
