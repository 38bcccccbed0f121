import type { FastifyInstance } from 'fastify';
import { purgeRateLimitHits } from './rate-limit';
import { purgeEndedSessions } from './session-store';

/** How often ended sessions and old rate-limit counters are deleted. */
const EVERY_MS = 10 * 60_000;

/** Deletes rows nothing can use again; returns how many of each went. */
export async function purgeExpiredRows(app: FastifyInstance): Promise<{ sessions: number; rateLimitHits: number }> {
  const now = app.now();
  const sessions = await purgeEndedSessions(app.db, { now, idleMs: app.config.sessionIdleMinutes * 60_000 });
  const rateLimitHits = await purgeRateLimitHits(app.db, now);
  return { sessions, rateLimitHits };
}

/**
 * Purges at start and every 10 minutes while the server listens. Several processes on one
 * database may purge at once: each delete is idempotent.
 */
export function installHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeExpiredRows(app).then(
      (purged) => app.log.debug(purged, 'purged expired rows'),
      (error: unknown) => app.log.warn({ err: error }, 'purging expired rows failed'),
    );
  app.addHook('onListen', async () => {
    void run();
    timer = setInterval(run, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
