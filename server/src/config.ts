import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  bool,
  checkAll,
  ConfigError,
  DOMAIN_RE,
  EMAIL_RE,
  httpUrl,
  int,
  list,
  LOG_LEVELS,
  trustProxy,
  validDatabaseUrl,
  validTimeZone,
  type Env,
} from './config-parse';

export { ConfigError };

export type AuthMode = 'google' | 'demo';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  authMode: AuthMode;
  googleClientId?: string;
  googleJwksUrl: string;
  googleIssuers: string[];
  allowedEmailDomains: string[];
  superAdminEmails: string[];
  sessionSecret: string;
  sessionTtlHours: number;
  /** Sign-in attempts allowed per client IP per minute; 0 turns the limit off. */
  loginRateLimit: number;
  /** Booking, request and decision writes allowed per signed-in user per minute; 0 turns the limit off. */
  writeRateLimit: number;
  /** Idle timeout: a session unused this long ends, whatever its absolute lifetime left. */
  sessionIdleMinutes: number;
  /**
   * X-Forwarded-* are believed only from these proxies: off, a hop count, or their
   * addresses (Fastify's trustProxy). Never `true` (a client could spoof its address).
   */
  trustProxy: false | number | string[];
  /** Secure cookie with the __Host- prefix; on by default in google mode. */
  cookieSecure: boolean;
  /** Bearer token that opens GET /metrics on the main port; unset: /metrics is not served there. */
  metricsToken?: string;
  /** A separate port (e.g. reachable only from the monitoring network) serving /metrics without a token. */
  metricsPort?: number;
  /** How long SIGTERM waits for requests in flight before closing anyway. */
  shutdownGraceSeconds: number;
  /** How often each process runs the check-in jobs: releases, reminders, waitlist closing (docs/decisions/0225). */
  jobsIntervalSeconds: number;
  campusTz: string;
  supportEmail: string;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
  logLevel: string;
  /** Folder of the built SPA; served with a history fallback when it exists. */
  clientDir: string;
  /** Mail delivery (issue 14); without smtpUrl no mail is sent (docs/decisions/0062-mail-retries-categories-and-retention.md). */
  mail: MailConfig;
}

export interface MailConfig {
  /** e.g. smtp://user:pass@smtp.campus.example:587 or smtps://…:465; undefined: no e-mail. */
  smtpUrl?: string;
  /** The From of every mail, e.g. "Room Booking <rooms@campus.example>". */
  from: string;
  /** Where the app is reached: links in mails and calendar feed URLs start with it. */
  publicUrl: string;
}

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('SMTP_URL must be a URL like smtp://user:password@smtp.example.org:587 or smtps://…:465');
  }
  return raw;
}

function mailConfig(env: Env, port: number): MailConfig {
  const smtp = smtpUrl(env);
  const from = env.MAIL_FROM?.trim() ?? '';
  if (smtp && !from) throw new ConfigError('SMTP_URL needs MAIL_FROM (the sender address of every mail)');
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  if (from && (!EMAIL_RE.test(address) || /[\r\n]/.test(from))) {
    throw new ConfigError(`MAIL_FROM must be an address like "Room Booking <rooms@campus.example>", got "${from}"`);
  }
  const publicUrl = httpUrl(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
  return { smtpUrl: smtp, from, publicUrl };
}

/**
 * Demo sign-in lets anyone in as a demo account, so it needs a plain intention (issue 16):
 * the embedded database (a fresh clone's `npm start`), or AUTH_MODE=demo said out loud.
 * A real database without a Google client id and without AUTH_MODE=demo does not start.
 */
function authMode(env: Env, googleClientId: string | undefined, databaseUrl: string | undefined): AuthMode {
  const raw = env.AUTH_MODE?.trim().toLowerCase();
  if (raw && raw !== 'google' && raw !== 'demo') throw new ConfigError(`AUTH_MODE must be "google" or "demo", got "${env.AUTH_MODE}"`);
  if (raw === 'google' && !googleClientId) throw new ConfigError('AUTH_MODE=google needs GOOGLE_CLIENT_ID');
  if (raw) return raw as AuthMode;
  if (googleClientId) return 'google';
  if (databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is set but GOOGLE_CLIENT_ID is not: set GOOGLE_CLIENT_ID (and SESSION_SECRET) for Google sign-in, or AUTH_MODE=demo if this database is meant for demo sign-in',
    );
  }
  return 'demo';
}

function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (token && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return token || undefined;
}

/**
 * Which database the server uses: PostgreSQL at DATABASE_URL, else the embedded one in
 * DATA_DIR (./data). Also read by `npm run backup` / `npm run restore`, which need nothing else.
 */
export function databaseLocation(env: Env = process.env): { databaseUrl?: string; dataDir: string } {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !validDatabaseUrl(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a connection URL like postgres://user:password@host:5432/database');
  }
  return { databaseUrl, dataDir: env.DATA_DIR?.trim() || path.resolve(process.cwd(), 'data') };
}

/** Reads and validates the configuration table documented in README.md. */
export function loadConfig(env: Env = process.env): AppConfig {
  const googleClientId = env.GOOGLE_CLIENT_ID?.trim() || undefined;
  const { databaseUrl, dataDir } = databaseLocation(env);
  const rawMode = authMode(env, googleClientId, databaseUrl);
  const campusTz = env.CAMPUS_TZ?.trim() || 'Asia/Kolkata';
  if (!validTimeZone(campusTz)) throw new ConfigError(`CAMPUS_TZ is not a known time zone: "${campusTz}"`);

  let sessionSecret = env.SESSION_SECRET ?? '';
  if (sessionSecret && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  }
  if (!sessionSecret) {
    if (rawMode === 'google') throw new ConfigError('AUTH_MODE=google needs SESSION_SECRET (at least 32 characters)');
    // Demo mode: a fresh secret per start; sessions end with the process.
    sessionSecret = randomBytes(32).toString('hex');
  }
  const supportEmail = env.SUPPORT_EMAIL?.trim() || 'support@campus.example';
  if (!EMAIL_RE.test(supportEmail)) throw new ConfigError(`SUPPORT_EMAIL is not an e-mail address: "${supportEmail}"`);
  const logLevel = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);

  const port = int(env, 'PORT', 8080, 0, 65535);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir,
    authMode: rawMode,
    googleClientId,
    googleJwksUrl: httpUrl(env, 'GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
    googleIssuers: env.GOOGLE_ISSUERS ? list(env.GOOGLE_ISSUERS) : ['accounts.google.com', 'https://accounts.google.com'],
    allowedEmailDomains: checkAll('ALLOWED_EMAIL_DOMAINS', list(env.ALLOWED_EMAIL_DOMAINS), (d) => DOMAIN_RE.test(d), 'domains'),
    superAdminEmails: checkAll('SUPER_ADMIN_EMAILS', list(env.SUPER_ADMIN_EMAILS), (e) => EMAIL_RE.test(e), 'e-mail addresses'),
    sessionSecret,
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 90),
    loginRateLimit: int(env, 'LOGIN_RATE_LIMIT', 30, 0, 100_000),
    writeRateLimit: int(env, 'WRITE_RATE_LIMIT', 60, 0, 100_000),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60, 5, 24 * 60),
    trustProxy: trustProxy(env),
    cookieSecure: bool(env, 'COOKIE_SECURE', rawMode === 'google'),
    metricsToken: metricsToken(env),
    metricsPort: env.METRICS_PORT?.trim() ? int(env, 'METRICS_PORT', 0, 1, 65535) : undefined,
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 10, 1, 300),
    jobsIntervalSeconds: int(env, 'JOBS_INTERVAL_SECONDS', 60, 1, 3600),
    campusTz,
    supportEmail,
    seedDemo: bool(env, 'SEED_DEMO', rawMode === 'demo'),
    logLevel,
    clientDir: env.CLIENT_DIR?.trim() || path.resolve(__dirname, '../../dist/client'),
    mail: mailConfig(env, port),
  };
}
