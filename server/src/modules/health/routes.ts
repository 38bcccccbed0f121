import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate';

const Health = Type.Object({ status: Type.Literal('ok'), db: Type.String() });
const Ready = Type.Object({ status: Type.Literal('ready'), db: Type.String() });
const NotReady = Type.Object({ status: Type.Literal('not_ready'), reason: Type.String() });

/** How long the readiness check waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2_000;

/** How long after a write failed for want of disk the process says it is not ready. */
export const WRITE_FAULT_HOLD_MS = 60_000;

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/**
 * Why this process should not take traffic, or null when it can: the database answers and
 * has run every migration this build carries (a newer process sharing the database may have
 * run more; an older build's database misses some).
 */
async function notReadyReason(app: Parameters<FastifyPluginAsyncTypebox>[0]): Promise<string | null> {
  try {
    await withTimeout(sql`select 1`.execute(app.db), READY_TIMEOUT_MS);
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: database unreachable');
    return 'database unreachable';
  }
  // A full disk fails writes while reads still answer: a write that failed so lately says more
  // than `select 1`. Ready again once none has failed for a while (space was freed).
  const failedAt = app.databaseWrites.lastFailedAt;
  if (failedAt && app.now().getTime() - failedAt.getTime() < WRITE_FAULT_HOLD_MS) return 'database cannot write';
  const pending = await withTimeout(pendingMigrations(app.db), READY_TIMEOUT_MS).catch(() => null);
  if (pending === null) return 'migration state unreadable';
  return pending.length > 0 ? `migrations pending: ${pending.join(', ')}` : null;
}

/**
 * GET /api/health: the process is up (liveness; no database call, so a slow database does not
 * get a healthy process restarted). GET /api/ready: it can serve (readiness), 503 with a reason.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: Health } } }, async () => ({
    status: 'ok' as const,
    db: app.database.kind,
  }));

  app.get('/ready', { schema: { tags: ['health'], response: { 200: Ready, 503: NotReady } } }, async (_request, reply) => {
    const reason = await notReadyReason(app);
    if (reason) return reply.status(503).send({ status: 'not_ready' as const, reason });
    return { status: 'ready' as const, db: app.database.kind };
  });
};
