import type { FastifyRequest } from 'fastify';
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

const CENSOR = '[redacted]';

/** Query parameters whose value is a key (an OAuth code or state, a token, a signature…). */
const SECRET_PARAM = /token|secret|key|password|passwd|signature|^sig$|^code$|^state$|session|auth/i;

/**
 * A URL as the log may keep it (issue 36): a calendar feed's URL is its secret (calendar apps
 * poll it with no session), so the token in its path goes, as does the value of any query
 * parameter named like a key. The route stays readable: `/api/calendar/[redacted].ics`.
 */
export function redactUrl(url: string): string {
  const cut = url.indexOf('?');
  const path = (cut < 0 ? url : url.slice(0, cut)).replace(/^(\/api\/calendar\/)[^/]+?(\.ics)?$/, `$1${CENSOR}$2`);
  if (cut < 0) return path;
  const query = url
    .slice(cut + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(safeDecode(name)) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request serializer (method, url, host, address), with the URL's secrets redacted. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino options of the server's log: the configured level, with parameters and secrets redacted. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>) {
  return { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: CENSOR }, serializers: { req: requestSerializer } };
}
