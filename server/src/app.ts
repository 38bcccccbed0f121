import fs from 'node:fs';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import type { DB } from './db/schema';
import { installValidation } from './plugins/validation';
import { frameworkError, installErrorHandler } from './plugins/errors';
import { installOriginGuard } from './plugins/origin-guard';
import { installSessions } from './plugins/session';
import { installSpa } from './plugins/spa';
import { installRateLimit } from './plugins/rate-limit';
import { installHousekeeping } from './plugins/housekeeping';
import { installSecurityHeaders } from './plugins/security-headers';
import { installMetrics } from './plugins/metrics';
import { installApiDocs, openApiOptions } from './plugins/api-docs';
import { loggerOptions } from './plugins/logging';
import { lazySchemaController } from './plugins/lazy-schemas';
import { apiRoutes } from './modules';
import { installMail } from './modules/mail';
import { installAttendanceJobs } from './modules/attendance';
import { installRequestExpiry } from './modules/requests';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<DB>;
    database: Database;
    /** The current instant; tests may fix it. */
    now(): Date;
  }
}

export interface BuildOptions {
  /** An open, migrated database (tests); otherwise one is opened from the config. */
  database?: Database;
  now?: () => Date;
  /** false: no log; an object: pino options over the defaults (level, redaction), e.g. a test's stream. */
  logger?: false | object;
}

export type App = FastifyInstance;

/** Builds the whole server without listening, so tests can use `app.inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config), ...(typeof options.logger === 'object' ? options.logger : {}) },
    bodyLimit: 64 * 1024,
    // Client IPs (rate limits), Host and scheme come from X-Forwarded-* only from trusted proxies.
    trustProxy: trustedProxies(config.trustProxy),
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: frameworkError,
    schemaController: lazySchemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = options.database ?? (await openAndPrepare(config, app.log));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('now', options.now ?? (() => new Date()));
  if (!options.database) app.addHook('onClose', async () => database.close());

  installMetrics(app);
  await installSecurityHeaders(app);
  installValidation(app);
  installErrorHandler(app);
  await app.register(cookie);
  installOriginGuard(app);
  installSessions(app);
  await installRateLimit(app);
  installHousekeeping(app);
  installMail(app);
  installAttendanceJobs(app);
  installRequestExpiry(app);
  await app.register(swagger, openApiOptions(config));
  await installApiDocs(app);
  await app.register(apiRoutes, { prefix: '/api' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await installSpa(app, fs.existsSync(config.clientDir) ? config.clientDir : null);
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the n nearest hops" (Fastify 5
 * itself treats a bare number as trusting nobody): the client is then the n-th address from
 * the right of X-Forwarded-For, which the proxies wrote, not the left-most one, which the
 * client can write.
 */
function trustedProxies(setting: AppConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

async function openAndPrepare(config: AppConfig, log: FastifyBaseLogger): Promise<Database> {
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (err) => log.warn({ err }, 'idle database connection lost; the pool opens a new one'),
  });
  await migrateToLatest(database.db);
  if (config.seedDemo) await seedDemoData(database.db, { now: new Date(), tz: config.campusTz });
  return database;
}
