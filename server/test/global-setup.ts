import type { Config } from '@jest/types';
import { TEMPLATE_SEED } from './test-config';
import { buildPgliteTemplates, buildPostgresTemplates } from './template-db';

/**
 * The server projects' globalSetup: builds the run's template databases from the current
 * migrations (each test file then starts from a copy, see template-db.ts). The project's
 * TEST_DB_KIND says which database: the "server" project PGlite, "server-pg" PostgreSQL.
 */
export default async function globalSetup(_global: Config.GlobalConfig, project: Config.ProjectConfig): Promise<void> {
  const started = Date.now();
  if (project.globals.TEST_DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('server-pg needs TEST_DATABASE_URL');
    await buildPostgresTemplates(url, TEMPLATE_SEED);
  } else {
    await buildPgliteTemplates(TEMPLATE_SEED);
  }
  if (process.env.TEST_TIMING) console.log(`\n${String(project.displayName?.name)} templates: ${Date.now() - started} ms`);
}
