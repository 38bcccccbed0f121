import { buildPgliteTemplates } from '../template-db';
import { TEMPLATE_SEED } from '../test-config';

/**
 * The "server" project's globalSetup: the run's PGlite templates (template-db.ts). Each project
 * has hook files of its own because Jest runs a globalSetup path once per run, whichever
 * projects name it, with the first of those projects' config.
 */
export default async function pgliteSetup(): Promise<void> {
  const started = Date.now();
  await buildPgliteTemplates(TEMPLATE_SEED);
  if (process.env.TEST_TIMING) console.log(`\nPGlite templates: ${Date.now() - started} ms`);
}
