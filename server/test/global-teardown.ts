import type { Config } from '@jest/types';
import { dropTemplates } from './template-db';

/** Removes the run's template databases (see global-setup.ts). */
export default async function globalTeardown(_global: Config.GlobalConfig, project: Config.ProjectConfig): Promise<void> {
  await dropTemplates(project.globals.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined);
}
