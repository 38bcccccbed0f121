import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { apiRoutes } from './modules';

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
  logger?: boolean | object;
}

export type App = FastifyInstance;

/** Builds the whole server without listening, so tests can use `app.inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 64 * 1024,
    // Client IPs (rate limits) and Host come from X-Forwarded-* only behind a trusted proxy.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: frameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = options.database ?? (await openAndPrepare(config));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('now', options.now ?? (() => new Date()));
  if (!options.database) app.addHook('onClose', async () => database.close());

  installValidation(app);
  installErrorHandler(app);
  await app.register(cookie);
  installOriginGuard(app);
  installSessions(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Campus Room Booking API', version: '1.0.0' } },
  });
  await app.register(apiRoutes, { prefix: '/api' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await installSpa(app, fs.existsSync(config.clientDir) ? config.clientDir : null);
  return app;
}

async function openAndPrepare(config: AppConfig): Promise<Database> {
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  if (config.seedDemo) await seedDemoData(database.db, { now: new Date(), tz: config.campusTz });
  return database;
}
