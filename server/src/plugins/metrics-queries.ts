import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface OutboxBacklog {
  outbox: string;
  pending: number;
  failed: number;
  oldestPendingSeconds: number;
}

/**
 * The backlog of each outbox, for /metrics. Events turn into notifications in their own
 * transaction, so they have no backlog; the mail outbox (`mail_outbox`) has one. Another
 * outbox added later is one more row of this union.
 */
export async function outboxBacklog(db: Kysely<DB>, now: Date): Promise<OutboxBacklog[]> {
  const { rows } = await sql<{ outbox: string; pending: number; failed: number; oldest: Date | null }>`
    select 'mail' as outbox,
           count(*) filter (where status = 'pending')::int as pending,
           count(*) filter (where status = 'failed')::int as failed,
           min(created_at) filter (where status = 'pending') as oldest
    from mail_outbox
    where status in ('pending', 'failed')`.execute(db);
  return rows.map((r) => ({
    outbox: r.outbox,
    pending: r.pending,
    failed: r.failed,
    oldestPendingSeconds: r.oldest ? Math.max(0, (now.getTime() - new Date(r.oldest).getTime()) / 1000) : 0,
  }));
}
