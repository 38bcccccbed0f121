import type { Kysely } from 'kysely';
import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import type { Decision } from '../../contracts/booking-rules';
import type { IghRequest } from '../../contracts/requests';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { writeAudit } from '../../shared/audit';
import { conflict, forbidden, notFound } from '../../shared/errors';
import { campusDate } from '../../shared/time';
import { recordIghChange } from './igh-events';
import { findIghRequest, markIghDecided } from './igh-repository';

export interface IghDecision {
  id: number;
  decision: Decision;
  reason: string | null;
  actor: SessionUser;
  now: Date;
  tz: string;
}

/**
 * Decides a pending guest-house request in one transaction with its audit row and event.
 * The student who filed it cannot decide it (403). The update carries `status = 'pending'`
 * in its WHERE, so of two approvers racing exactly one changes the row; the other gets 409.
 */
export async function decideIghRequest(db: Kysely<DB>, d: IghDecision): Promise<IghRequest> {
  return db.transaction().execute(async (trx) => {
    const current = await findIghRequest(trx, d.id);
    if (!current) throw notFound(DECISION_MESSAGES.ighNotFound);
    if (current.created_by === d.actor.id) throw forbidden(DECISION_MESSAGES.ownRequest);
    // Issue 35: a request whose check-in day is over has expired, swept or not yet.
    if (current.status === 'expired' || (current.status === 'pending' && current.check_in < campusDate(d.now, d.tz)))
      throw conflict(DECISION_MESSAGES.expired);
    const decided = await markIghDecided(trx, d.id, { decision: d.decision, actorId: d.actor.id, reason: d.reason, now: d.now });
    if (!decided) throw conflict(DECISION_MESSAGES.alreadyDecided((await findIghRequest(trx, d.id))!.status));
    await writeAudit(trx, {
      actorId: d.actor.id,
      action: d.decision === 'approved' ? 'approve' : 'reject',
      entity: 'igh_request',
      entityId: d.id,
      before: { status: 'pending' },
      after: { status: d.decision, decided_by: d.actor.id, decided_at: d.now, reason: d.reason },
    });
    await recordIghChange(trx, {
      kind: d.decision === 'approved' ? 'igh.approved' : 'igh.rejected',
      request: decided,
      createdBy: current.created_by,
      actor: d.actor,
      reason: d.reason,
      now: d.now,
      tz: d.tz,
    });
    return decided;
  });
}
