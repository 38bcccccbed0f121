/**
 * Faults of the database rather than of a request (issue 36): the server cannot reach it
 * (refused, reset, timed out, shut down, a closed embedded database), or it cannot write (a
 * full disk, an I/O error). They answer 503 with Retry-After — the client may try again, and
 * recovery needs no restart (the pool opens new connections) — instead of a 500.
 */
export type DatabaseFault = 'unreachable' | 'cannot write';

/** Socket errors of the connection to PostgreSQL, and ENOSPC/EIO of the embedded database's files. */
const ERRNO: Record<string, DatabaseFault> = {
  ECONNREFUSED: 'unreachable',
  ECONNRESET: 'unreachable',
  ETIMEDOUT: 'unreachable',
  EPIPE: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unreachable',
  EAI_AGAIN: 'unreachable',
  ENOSPC: 'cannot write',
  EDQUOT: 'cannot write',
  EIO: 'cannot write',
  EROFS: 'cannot write',
};

/** SQLSTATEs: admin/crash shutdown, cannot connect now, too many connections; disk full, out of memory, I/O error. */
const SQLSTATE: Record<string, DatabaseFault> = {
  '57P01': 'unreachable',
  '57P02': 'unreachable',
  '57P03': 'unreachable',
  '53300': 'unreachable',
  '53100': 'cannot write',
  '53200': 'cannot write',
  '58030': 'cannot write',
};

/** What node-postgres, its pool and PGlite say without a code. */
const MESSAGES: [RegExp, DatabaseFault][] = [
  [/no space left on device/i, 'cannot write'],
  [
    /connection terminated|connection timeout|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i,
    'unreachable',
  ],
];

/** The database fault behind `error` (or its cause, or one of an AggregateError's errors), or null. */
export function databaseFault(error: unknown, depth = 0): DatabaseFault | null {
  if (!error || typeof error !== 'object' || depth > 3) return null;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    const fault = ERRNO[code] ?? SQLSTATE[code] ?? (code.startsWith('08') ? 'unreachable' : undefined);
    if (fault) return fault;
  }
  if (typeof message === 'string') {
    const found = MESSAGES.find(([pattern]) => pattern.test(message));
    if (found) return found[1];
  }
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const fault = databaseFault(inner, depth + 1);
    if (fault) return fault;
  }
  return null;
}
