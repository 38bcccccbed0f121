import type { Kysely } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import type { IghRequest } from '../../contracts/requests';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { writeAudit } from '../../shared/audit';
import { conflict, notFound } from '../../shared/errors';
import { findIghRequest, IGH_COLUMNS } from './igh-repository';

/**
 * Issue 35 (docs/decisions/0240-undo-a-guest-house-decision.md): the operator who decided a
 * guest-house request may take it back within BOOKING_LIMITS.undoSeconds, as a room decision
 * (0182): the request is pending again, the decision's notice is withdrawn and its mail, which
 * waits out the window, is never sent. Later, a second time or by anyone else: 409.
 */
export async function undoIghDecision(db: Kysely<DB>, u: { id: number; actor: SessionUser; now: Date }): Promise<IghRequest> {
  return db.transaction().execute(async (trx) => {
    const current = await findIghRequest(trx, u.id);
    if (!current) throw notFound(DECISION_MESSAGES.ighNotFound);
    const since = new Date(u.now.getTime() - BOOKING_LIMITS.undoSeconds * 1000);
    const before = await trx
      .selectFrom('igh_requests')
      .select(['status', 'decision_reason', 'decided_at'])
      .where('id', '=', u.id)
      .where('status', 'in', ['approved', 'rejected'])
      .where('decided_by', '=', u.actor.id)
      .where('decided_at', '>=', since)
      .executeTakeFirst();
    if (!before?.decided_at) throw conflict(DECISION_MESSAGES.undoTooLate);
    // Conditional on the decision read above, so of two undos racing exactly one reopens the request.
    const reopened = await trx
      .updateTable('igh_requests')
      .set({ status: 'pending', decided_by: null, decided_at: null, decision_reason: null })
      .where('id', '=', u.id)
      .where('status', '=', before.status)
      .where('decided_by', '=', u.actor.id)
      .returning(IGH_COLUMNS)
      .executeTakeFirst();
    if (!reopened) throw conflict(DECISION_MESSAGES.undoTooLate);
    const decisionEvents = trx
      .selectFrom('events')
      .select('id')
      .where('entity', '=', 'igh_request')
      .where('entity_id', '=', u.id)
      .where('kind', 'in', ['igh.approved', 'igh.rejected'])
      .where('created_at', '>=', before.decided_at);
    // The notifications go, and with them (cascade) the mail the window held back unsent.
    await trx.deleteFrom('notifications').where('event_id', 'in', decisionEvents).execute();
    await writeAudit(trx, {
      actorId: u.actor.id,
      action: 'undo_decision',
      entity: 'igh_request',
      entityId: u.id,
      before: { status: before.status, reason: before.decision_reason },
      after: { status: 'pending' },
    });
    return reopened;
  });
}
