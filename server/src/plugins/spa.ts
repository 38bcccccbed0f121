import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Source maps would publish the client's sources: the build writes them outside the served folder, and none is served. */
const isSourceMap = (pathName: string) => pathName.toLowerCase().endsWith('.map');

/**
 * Serves the built client with a history fallback: any GET outside /api that is not a
 * file answers index.html, so client routes survive a reload. /api misses stay JSON.
 */
export async function installSpa(app: FastifyInstance, clientDir: string | null): Promise<void> {
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir),
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !isSourceMap(pathName),
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
