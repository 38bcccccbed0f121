import { dropTemplates } from '../template-db';

/** The "server" project's globalTeardown: removes the run's PGlite templates. */
export default async function pgliteTeardown(): Promise<void> {
  await dropTemplates();
}
