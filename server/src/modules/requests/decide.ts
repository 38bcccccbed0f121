import type { Kysely, Transaction } from 'kysely';
import { REQUEST_MESSAGES, type Decision } from '../../contracts/requests';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { conflict, notFound } from '../../shared/errors';

export interface DecisionInput {
  id: number;
  decision: Decision;
  actorId: number;
  now: Date;
}

/** The table-specific half of a decision; `decideRequest` supplies the rules. */
export interface DecisionTarget {
  /** Audit entity name. */
  entity: string;
  notFoundMessage: string;
  /** Conditional update: sets the decision only on a pending row; undefined otherwise. */
  mark(trx: Transaction<DB>, input: DecisionInput): Promise<object | undefined>;
  currentStatus(trx: Transaction<DB>, id: number): Promise<string | undefined>;
}

/**
 * Decides a pending request in one transaction with its audit row. The update carries
 * `status = 'pending'` in its WHERE, so of two approvers racing exactly one changes the
 * row and the other finds nothing to update and gets 409.
 */
export async function decideRequest(db: Kysely<DB>, target: DecisionTarget, input: DecisionInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const after = await target.mark(trx, input);
    if (!after) {
      const current = await target.currentStatus(trx, input.id);
      if (current === undefined) throw notFound(target.notFoundMessage);
      if (current === 'cancelled') throw conflict(REQUEST_MESSAGES.cancelledByBooker);
      throw conflict(REQUEST_MESSAGES.alreadyDecided(current === 'confirmed' ? 'approved' : current));
    }
    await writeAudit(trx, {
      actorId: input.actorId,
      action: input.decision === 'approved' ? 'approve' : 'reject',
      entity: target.entity,
      entityId: input.id,
      before: { status: 'pending' },
      after,
    });
  });
}
