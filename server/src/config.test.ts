import { ConfigError, loadConfig } from './config';

const SECRET = 's'.repeat(32);
const google = { AUTH_MODE: 'google', GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', SESSION_SECRET: SECRET };

describe('loadConfig', () => {
  it('defaults to demo mode on port 8080 with PGlite and campus time in Asia/Kolkata', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      authMode: 'demo',
      databaseUrl: undefined,
      campusTz: 'Asia/Kolkata',
      seedDemo: true,
      loginRateLimit: 30,
      writeRateLimit: 60,
      sessionTtlHours: 12,
      sessionIdleMinutes: 60,
      jobsIntervalSeconds: 60,
      trustProxy: false,
      cookieSecure: false,
      allowedEmailDomains: [],
      superAdminEmails: [],
      googleIssuers: ['accounts.google.com', 'https://accounts.google.com'],
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('switches to google mode when a client id is given, and reads lists in lower case', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      SESSION_SECRET: SECRET,
      ALLOWED_EMAIL_DOMAINS: 'Campus.Example, dept.campus.example',
      SUPER_ADMIN_EMAILS: 'Chief@Campus.Example',
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/rooms',
      PORT: '3000',
      LOGIN_RATE_LIMIT: '0',
    });
    expect(config).toMatchObject({
      authMode: 'google',
      seedDemo: false,
      port: 3000,
      loginRateLimit: 0,
      allowedEmailDomains: ['campus.example', 'dept.campus.example'],
      superAdminEmails: ['chief@campus.example'],
      databaseUrl: 'postgres://app:pw@db.internal:5432/rooms',
      // Secure (and __Host-) cookies by default in google mode (issue 16).
      cookieSecure: true,
    });
  });

  describe('demo sign-in needs a plain intention (issue 16)', () => {
    const url = 'postgres://app:pw@db.internal:5432/rooms';
    it('refuses a real database without GOOGLE_CLIENT_ID or AUTH_MODE=demo, naming the variables', () => {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        'DATABASE_URL is set but GOOGLE_CLIENT_ID is not: set GOOGLE_CLIENT_ID (and SESSION_SECRET) for Google sign-in, or AUTH_MODE=demo if this database is meant for demo sign-in',
      );
    });
    it('allows demo sign-in on a real database when AUTH_MODE=demo says so', () => {
      expect(loadConfig({ DATABASE_URL: url, AUTH_MODE: 'demo' })).toMatchObject({ authMode: 'demo', databaseUrl: url });
    });
    it('keeps demo sign-in on the embedded database with no configuration (npm start on a fresh clone)', () => {
      expect(loadConfig({}).authMode).toBe('demo');
    });
    it('lets COOKIE_SECURE=false turn Secure off in google mode (plain-HTTP trials only)', () => {
      expect(loadConfig({ ...google, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    });
  });

  it.each([
    ['2', 2],
    ['0', false],
    ['false', false],
    ['10.0.0.5, 10.1.0.0/16', ['10.0.0.5', '10.1.0.0/16']],
    ['loopback,::1,fd00::/8', ['loopback', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as a hop count or proxy addresses', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535, got "80.5"'],
    [{ AUTH_MODE: 'saml' }, 'AUTH_MODE must be "google" or "demo", got "saml"'],
    [{ AUTH_MODE: 'google', SESSION_SECRET: SECRET }, 'AUTH_MODE=google needs GOOGLE_CLIENT_ID'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'AUTH_MODE=google needs SESSION_SECRET (at least 32 characters)'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ ...google, SESSION_SECRET: 'x'.repeat(31) }, 'SESSION_SECRET must be at least 32 characters'],
    [{ CAMPUS_TZ: 'Mars/Olympus' }, 'CAMPUS_TZ is not a known time zone: "Mars/Olympus"'],
    [{ DATABASE_URL: 'mysql://db/rooms' }, 'DATABASE_URL must be a connection URL like postgres://user:password@host:5432/database'],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL must be a connection URL like postgres://user:password@host:5432/database'],
    [{ SESSION_TTL_HOURS: '0' }, 'SESSION_TTL_HOURS must be a whole number from 1 to 2160, got "0"'],
    [{ LOGIN_RATE_LIMIT: '-1' }, 'LOGIN_RATE_LIMIT must be a whole number from 0 to 100000, got "-1"'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE must be true or false, got "maybe"'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true would believe any X-Forwarded-For a client sends'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be a number of proxies from 1 to 10 or their addresses, got "11"'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY must be a comma-separated list of proxy addresses (IP or CIDR); "10.0.0.300" is not one'],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY must be a comma-separated list of proxy addresses (IP or CIDR); "10.0.0.0/33" is not one',
    ],
    [{ SESSION_IDLE_MINUTES: '1' }, 'SESSION_IDLE_MINUTES must be a whole number from 5 to 1440, got "1"'],
    [{ JOBS_INTERVAL_SECONDS: '0' }, 'JOBS_INTERVAL_SECONDS must be a whole number from 1 to 3600, got "0"'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be a whole number from 1 to 65535, got "0"'],
    [{ SEED_DEMO: '2' }, 'SEED_DEMO must be true or false, got "2"'],
    [{ SUPPORT_EMAIL: 'helpdesk' }, 'SUPPORT_EMAIL is not an e-mail address: "helpdesk"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [
      { ALLOWED_EMAIL_DOMAINS: 'campus.example, @gmail' },
      'ALLOWED_EMAIL_DOMAINS must be a comma-separated list of domains; "@gmail" is not one',
    ],
    [{ SUPER_ADMIN_EMAILS: 'chief' }, 'SUPER_ADMIN_EMAILS must be a comma-separated list of e-mail addresses; "chief" is not one'],
    [{ ...google, GOOGLE_JWKS_URL: 'file:///etc/keys' }, 'GOOGLE_JWKS_URL must be an http(s) URL, got "file:///etc/keys"'],
    [{ ...google, GOOGLE_JWKS_URL: 'not a url' }, 'GOOGLE_JWKS_URL must be an http(s) URL, got "not a url"'],
  ])('refuses %j with a ConfigError: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

// main.ts itself refusing to start (exit code 2) is e2e/startup.e2e.ts: it spawns the built server.
