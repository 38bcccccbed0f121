import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Records who changed what; call it inside the transaction that makes the change. */
export async function writeAudit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await writeAudits(db, [entry]);
}

/** Audit rows for many entries, a thousand per statement (a bulk action's rows). */
export async function writeAudits(db: Kysely<DB> | Transaction<DB>, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1_000) {
    await db
      .insertInto('audit_log')
      .values(
        entries.slice(i, i + 1_000).map((entry) => ({
          actor_id: entry.actorId,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId === null ? null : String(entry.entityId),
          before: entry.before === undefined ? null : JSON.stringify(entry.before),
          after: entry.after === undefined ? null : JSON.stringify(entry.after),
        })),
      )
      .execute();
  }
}
