import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseFault } from '../shared/database-faults';
import { HttpError, PG, pgCode } from '../shared/errors';
import { PERMISSIONS_POLICY } from './security-headers';
import { describeValidation } from './validation';

// 22021 (a NUL byte) and 22P05 (a character the database's encoding lacks) are refused by
// the text rule before any query runs; mapped here too, so a path the rule misses is a 400.
const INVALID_VALUE_CODES = new Set(['22P02', '22007', '22008', '22003', '22001', '22023', '2201X', '22004', '22012', '22021', '22P05']);

const URL_MESSAGES = {
  /** The router's maxParamLength (Fastify's default, 100): no id, token or name of the API is longer. */
  paramTooLong: 'A value in the request URL is too long (at most 100 characters).',
} as const;

/**
 * Fastify's `frameworkErrors`: errors raised before routing, such as a URL with broken
 * percent-encoding, answer in the API's {message} shape instead of Fastify's own.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Answered before routing, so before the hooks that set it on every other answer.
  void reply.header('permissions-policy', PERMISSIONS_POLICY).header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ message: 'The request URL is not valid.' });
    return;
  }
  // A client's mistake, answered before routing (so before sign-in); its message holds the
  // whole URL, which may carry a secret (a feed token), so it is not logged.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(400).send({ message: URL_MESSAGES.paramTooLong });
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** When a write last failed because the database could not write (a full disk), for /api/ready. */
    databaseWrites: { lastFailedAt: Date | null };
  }
}

/** How long a client is asked to wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
export const DATABASE_UNAVAILABLE = 'The database is unavailable at the moment. Please try again in a minute.';

/**
 * One error handler for the whole API: 4xx answers carry a message a person can act
 * on; 5xx answers hide their cause (it goes to the log). A database that cannot be reached or
 * cannot write is 503 with Retry-After, not a 500: nothing is wrong with the request.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.decorate('databaseWrites', { lastFailedAt: null });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.details });
    }
    if (error.validation) {
      const message = describeValidation(error.validation as never, error.validationContext);
      const errors = error.validation.map((e) => ({ path: e.instancePath, message: e.message }));
      return reply.status(400).send({ message, errors });
    }
    const code = pgCode(error);
    if (code === PG.exclusionViolation || code === PG.deadlock || code === PG.serializationFailure) {
      return reply.status(409).send({ message: 'This room is already booked for that time.' });
    }
    if (code === PG.uniqueViolation) return reply.status(409).send({ message: 'That record already exists.' });
    if (code === PG.foreignKeyViolation) return reply.status(400).send({ message: 'A referenced record does not exist.' });
    if (code === PG.checkViolation || (code && INVALID_VALUE_CODES.has(code))) {
      return reply.status(400).send({ message: 'A value in the request is out of range or malformed.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error) });
    }
    const fault = databaseFault(error);
    if (fault) {
      if (fault === 'cannot write') app.databaseWrites.lastFailedAt = app.now();
      request.log.warn({ err: error }, `request failed: database ${fault}`);
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      return error.message || 'The request could not be processed.';
  }
}
