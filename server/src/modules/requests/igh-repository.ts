import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Decision } from '../../contracts/booking-rules';
import type { DB, IghRequestsTable } from '../../db/schema';
import type { RequestListing } from './room-repository';

type Db = Kysely<DB> | Transaction<DB>;

export const IGH_COLUMNS = [
  'id',
  'student_name',
  'student_email',
  'customer_name',
  'age',
  'relation_with_student',
  'check_in',
  'check_out',
  'status',
  'decision_reason as reason',
] as const;

/** Every pending guest-house request plus the latest `history` decided ones, newest first (RequestListing). */
export async function listIghRequests(db: Db, history: number) {
  const pending = await db.selectFrom('igh_requests').select(IGH_COLUMNS).where('status', '=', 'pending').orderBy('id', 'desc').execute();
  const decided = db.selectFrom('igh_requests').where('status', '!=', 'pending');
  const shown = await decided.select(IGH_COLUMNS).orderBy('id', 'desc').limit(history).execute();
  const total = await decided.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const listing: RequestListing<(typeof shown)[number]> = {
    rows: [...pending, ...shown].sort((a, b) => b.id - a.id),
    historyTotal: Number(total.n),
  };
  return listing;
}

/** A user's own guest-house requests, newest first (the Overview's list). */
export async function listOwnIghRequests(db: Db, userId: number) {
  return db.selectFrom('igh_requests').select(IGH_COLUMNS).where('created_by', '=', userId).orderBy('id', 'desc').limit(100).execute();
}

/** Pending guest-house requests a user has filed. */
export async function countOwnPendingIghRequests(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('igh_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('created_by', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One request with who filed it. */
export async function findIghRequest(db: Db, id: number) {
  return db
    .selectFrom('igh_requests')
    .select([...IGH_COLUMNS, 'created_by'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertIghRequest(trx: Transaction<DB>, values: Insertable<IghRequestsTable>) {
  return trx.insertInto('igh_requests').values(values).returning(IGH_COLUMNS).executeTakeFirstOrThrow();
}

/** Decides a request only while it is still pending; undefined when it was not. */
export async function markIghDecided(
  trx: Transaction<DB>,
  id: number,
  d: { decision: Decision; actorId: number; reason: string | null; now: Date },
) {
  return trx
    .updateTable('igh_requests')
    .set({ status: d.decision, decided_by: d.actorId, decided_at: d.now, decision_reason: d.reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(IGH_COLUMNS)
    .executeTakeFirst();
}
