import path from 'node:path';
import { randomBytes } from 'node:crypto';

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
  /** Trust X-Forwarded-* headers (only behind a reverse proxy that sets them). */
  trustProxy: boolean;
  cookieSecure: boolean;
  campusTz: string;
  supportEmail: string;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
  logLevel: string;
  /** Folder of the built SPA; served with a history fallback when it exists. */
  clientDir: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DOMAIN_RE = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function checkAll(name: string, values: string[], valid: (v: string) => boolean, what: string): string[] {
  const bad = values.find((v) => !valid(v));
  if (bad !== undefined) throw new ConfigError(`${name} must be a comma-separated list of ${what}; "${bad}" is not one`);
  return values;
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw;
}

function validDatabaseUrl(raw: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(raw)) return false;
  try {
    return Boolean(new URL(raw).hostname || new URL(raw).searchParams.get('host'));
  } catch {
    return false;
  }
}

function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Reads and validates the configuration table documented in README.md. */
export function loadConfig(env: Env = process.env): AppConfig {
  const googleClientId = env.GOOGLE_CLIENT_ID?.trim() || undefined;
  const rawMode = env.AUTH_MODE?.trim().toLowerCase() || (googleClientId ? 'google' : 'demo');
  if (rawMode !== 'google' && rawMode !== 'demo') {
    throw new ConfigError(`AUTH_MODE must be "google" or "demo", got "${env.AUTH_MODE}"`);
  }
  if (rawMode === 'google' && !googleClientId) {
    throw new ConfigError('AUTH_MODE=google needs GOOGLE_CLIENT_ID');
  }
  const campusTz = env.CAMPUS_TZ?.trim() || 'Asia/Kolkata';
  if (!validTimeZone(campusTz)) throw new ConfigError(`CAMPUS_TZ is not a known time zone: "${campusTz}"`);

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !validDatabaseUrl(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a connection URL like postgres://user:password@host:5432/database');
  }
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

  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() || path.resolve(process.cwd(), 'data'),
    authMode: rawMode,
    googleClientId,
    googleJwksUrl: httpUrl(env, 'GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
    googleIssuers: env.GOOGLE_ISSUERS ? list(env.GOOGLE_ISSUERS) : ['accounts.google.com', 'https://accounts.google.com'],
    allowedEmailDomains: checkAll('ALLOWED_EMAIL_DOMAINS', list(env.ALLOWED_EMAIL_DOMAINS), (d) => DOMAIN_RE.test(d), 'domains'),
    superAdminEmails: checkAll('SUPER_ADMIN_EMAILS', list(env.SUPER_ADMIN_EMAILS), (e) => EMAIL_RE.test(e), 'e-mail addresses'),
    sessionSecret,
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 90),
    loginRateLimit: int(env, 'LOGIN_RATE_LIMIT', 30, 0, 100_000),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    cookieSecure: bool(env, 'COOKIE_SECURE', false),
    campusTz,
    supportEmail,
    seedDemo: bool(env, 'SEED_DEMO', rawMode === 'demo'),
    logLevel,
    clientDir: env.CLIENT_DIR?.trim() || path.resolve(__dirname, '../../dist/client'),
  };
}
