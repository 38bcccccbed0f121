import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Decision } from '../../contracts/requests';
import type { DB, IghRequestsTable } from '../../db/schema';
import { HISTORY_CAP, PENDING_CAP } from './room-repository';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'id', 'student_name', 'student_email', 'customer_name', 'age', 'relation_with_student', 'check_in', 'check_out', 'status',
] as const;

/** Every pending guest-house request plus the latest decided ones, newest first. */
export async function listIghRequests(db: Db) {
  const pending = await db.selectFrom('igh_requests').select(COLUMNS).where('status', '=', 'pending')
    .orderBy('id', 'desc').limit(PENDING_CAP).execute();
  const history = await db.selectFrom('igh_requests').select(COLUMNS).where('status', '!=', 'pending')
    .orderBy('id', 'desc').limit(HISTORY_CAP).execute();
  return [...pending, ...history].sort((a, b) => b.id - a.id);
}

export async function findIghRequest(db: Db, id: number) {
  return db.selectFrom('igh_requests').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertIghRequest(trx: Transaction<DB>, values: Insertable<IghRequestsTable>) {
  return trx.insertInto('igh_requests').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** Decides a request only while it is still pending; undefined when it was not. */
export async function markIghDecided(
  trx: Transaction<DB>,
  { id, decision, actorId, now }: { id: number; decision: Decision; actorId: number; now: Date },
) {
  return trx
    .updateTable('igh_requests')
    .set({ status: decision, decided_by: actorId, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['status', 'decided_by', 'decided_at'])
    .executeTakeFirst();
}

export async function ighStatus(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('igh_requests').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}
