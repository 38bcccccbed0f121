import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../shared/errors';

/**
 * Rate limits counted in the database (table rate_limit_hits), so a limit holds across every
 * server process on one database (issue 16). Registered once for the whole app with
 * `global: false`: a route opts in with `config: { rateLimit: { max, timeWindow, groupId?,
 * keyGenerator?, errorResponseBuilder? } }` (the @fastify/rate-limit route options), e.g. a
 * per-user limit: `keyGenerator: (request) => \`user:${request.user!.id}\``. Routes sharing a
 * `groupId` share one counter per key. Fixed windows: the first hit opens a window of
 * `timeWindow` ms, later hits count in it, and the first hit after it opens a new one.
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db, () => app.now()),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`),
  });
}

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one hit of `key` in its current fixed window (one atomic upsert, safe across processes). */
export async function hitRateLimit(db: Kysely<DB>, key: string, windowMs: number, now: Date): Promise<RateLimitHit> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_ends: new Date(now.getTime() + windowMs) })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_hits.window_ends <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
        window_ends: sql<Date>`case when rate_limit_hits.window_ends <= ${now} then excluded.window_ends else rate_limit_hits.window_ends end`,
      }),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, row.window_ends.getTime() - now.getTime()) };
}

/** Deletes the counters of windows that have ended. */
export async function purgeRateLimitHits(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('window_ends', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A @fastify/rate-limit store over hitRateLimit; each route (or group) counts under its own prefix. */
export function databaseRateLimitStore(db: Kysely<DB>, now: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: RateLimitHit) => void, timeWindow: number): void {
      hitRateLimit(db, `${this.prefix}${key}`, timeWindow, now()).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The route's rate-limit options merged with its route info (see @fastify/rate-limit's onRoute).
      const { groupId, routeInfo } = options as unknown as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
      return new DatabaseRateLimitStore(null, groupId ? `group:` : `${String(routeInfo?.method)} ${routeInfo?.url}:`);
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * The per-user limit on booking, request and decision writes (issue 15): one counter per
 * signed-in user shared by every such route, `max` a minute (0: off). Put it in a route's
 * `config` after a guard that has set `request.user`.
 */
export function userWriteLimit(max: number) {
  if (max <= 0) return { rateLimit: false as const };
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      groupId: 'user-writes',
      keyGenerator: (request: FastifyRequest) => `user:${request.user!.id}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        new HttpError(429, `You are making changes too quickly. Please wait ${context.after} and try again.`),
    },
  };
}
