import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built client with a history fallback: any GET outside /api that is not a
 * file answers index.html, so client routes survive a reload. /api misses stay JSON.
 */
export async function installSpa(app: FastifyInstance, clientDir: string | null): Promise<void> {
  if (clientDir) {
    await app.register(fastifyStatic, { root: path.resolve(clientDir), wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && clientDir && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
