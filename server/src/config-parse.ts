/* Parsers of single configuration values; each failure names its variable (README's configuration table). */
import net from 'node:net';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

export function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export const DOMAIN_RE = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function checkAll(name: string, values: string[], valid: (v: string) => boolean, what: string): string[] {
  const bad = values.find((v) => !valid(v));
  if (bad !== undefined) throw new ConfigError(`${name} must be a comma-separated list of ${what}; "${bad}" is not one`);
  return values;
}

export function httpUrl(env: Env, name: string, fallback: string): string {
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

export function validDatabaseUrl(raw: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(raw)) return false;
  try {
    return Boolean(new URL(raw).hostname || new URL(raw).searchParams.get('host'));
  } catch {
    return false;
  }
}

export function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function validProxyAddress(value: string): boolean {
  if (PROXY_NAMES.includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off, the number of proxies in front of the server (the client address is
 * that many hops from the right of X-Forwarded-For), or the proxies' addresses. Never
 * "true": that trusts the left-most X-Forwarded-For entry, which any client can write.
 */
export function trustProxy(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || ['false', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a number of proxies from 1 to 10 or their addresses, got "${raw}"`);
    return hops;
  }
  if (['true', 'yes'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: give the number of proxies in front (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16)',
    );
  }
  return checkAll(
    'TRUST_PROXY',
    raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    validProxyAddress,
    'proxy addresses (IP or CIDR)',
  );
}
