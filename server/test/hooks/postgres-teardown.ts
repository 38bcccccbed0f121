import { dropTemplates } from '../template-db';

/** The "server-pg" project's globalTeardown: drops the run's template databases. */
export default async function postgresTeardown(): Promise<void> {
  await dropTemplates(process.env.TEST_DATABASE_URL);
}
