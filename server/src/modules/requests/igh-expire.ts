import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { writeAudits } from '../../shared/audit';
import { campusDate } from '../../shared/time';
import { SYSTEM_ACTOR } from '../events';
import { recordIghChange } from './igh-events';
import { IGH_COLUMNS } from './igh-repository';

/**
 * Issue 35: pending guest-house requests whose check-in day is over become `expired`
 * (docs/decisions/0180-requests-expire-at-their-start.md), each with its audit row and a notice
 * to the student, in one transaction; `status = 'pending'` in the update makes each expire once.
 */
export async function expireOverdueIghRequests(db: Kysely<DB>, now: Date, tz: string): Promise<number> {
  const today = campusDate(now, tz);
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('igh_requests')
      .set({ status: 'expired' })
      .where('status', '=', 'pending')
      .where('check_in', '<', today)
      .returning([...IGH_COLUMNS, 'created_by'])
      .execute();
    await writeAudits(
      trx,
      expired.map((r) => ({
        actorId: null,
        action: 'expire',
        entity: 'igh_request',
        entityId: r.id,
        before: { status: 'pending' },
        after: { status: 'expired' },
      })),
    );
    for (const request of expired)
      await recordIghChange(trx, {
        kind: 'igh.expired',
        request,
        createdBy: request.created_by,
        actor: SYSTEM_ACTOR,
        reason: null,
        now,
        tz,
      });
    return expired.length;
  });
}
