import { buildPostgresTemplates } from '../template-db';
import { TEMPLATE_SEED } from '../test-config';

/** The "server-pg" project's globalSetup: the run's template databases on TEST_DATABASE_URL's server (see pglite-setup.ts). */
export default async function postgresSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('server-pg needs TEST_DATABASE_URL');
  const started = Date.now();
  await buildPostgresTemplates(url, TEMPLATE_SEED);
  if (process.env.TEST_TIMING) console.log(`\nPostgreSQL templates: ${Date.now() - started} ms`);
}
