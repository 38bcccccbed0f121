import type { FastifyReply } from 'fastify';

/**
 * Sends an answer whose JSON the database wrote (availability and free-room search, each a
 * few hundred objects): Fastify sends a string with a JSON content type as it is instead of
 * serializing it with the route's response schema, which stays the documented shape. The
 * text must match that schema; each such route's tests compare it with the schema's output.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  // The type provider types send() by the response schema: this string is its JSON already.
  return reply.type('application/json; charset=utf-8').send(json as never);
}
