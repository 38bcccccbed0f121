import type { AppConfig } from '../config';

/**
 * What never reaches the log (issue 16, finding 7). A database error carries the statement's
 * parameters — PGlite puts them on the error as `params`, PostgreSQL's `detail` quotes the
 * clashing row's values — which are people's e-mails, names, purposes and session hashes.
 * The SQL text (with $1 placeholders), the SQLSTATE and the constraint stay, which is what
 * finding the fault needs. Cookies and bearer tokens in request headers go too.
 */
export const REDACTED_PATHS = [
  'err.params',
  'err.parameters',
  'err.queryOptions',
  'err.detail',
  'err.cause.params',
  'err.cause.parameters',
  'err.cause.detail',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** pino options of the server's log: the configured level, with parameters and secrets redacted. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>) {
  return { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
