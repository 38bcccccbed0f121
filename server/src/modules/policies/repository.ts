import type { Kysely } from 'kysely';
import { POLICY_ROLES, type BookingPolicyValues } from '../../contracts/booking-policy';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../shared/audit';

const COLUMNS = ['role', 'max_pending', 'max_hours_per_week', 'max_days_ahead', 'updated_at'] as const;

/** Every booking role's limits, in POLICY_ROLES order. */
export async function listPolicies(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('booking_policies')
    .select(COLUMNS)
    .where('role', 'in', [...POLICY_ROLES])
    .execute();
  return rows.sort((a, b) => POLICY_ROLES.indexOf(a.role as never) - POLICY_ROLES.indexOf(b.role as never));
}

/** Stores a role's limits (a missing row is created), audited in the same transaction. */
export async function savePolicy(db: Kysely<DB>, role: string, values: BookingPolicyValues, actorId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('booking_policies').select(COLUMNS).where('role', '=', role).executeTakeFirst();
    const saved = await trx
      .insertInto('booking_policies')
      .values({ role, ...values, updated_by: actorId, updated_at: now })
      .onConflict((c) => c.column('role').doUpdateSet({ ...values, updated_by: actorId, updated_at: now }))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { actorId, action: 'policy.update', entity: 'booking_policy', entityId: role, before, after: saved });
    return saved;
  });
}
