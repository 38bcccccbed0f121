import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { toCampusIso } from '../../shared/time';
import { EVENT_VERSION, recordEvent, type IghEventKind, type IghRequestState } from '../events';

/**
 * Records a guest-house request's change in the outbox: a new one goes to the guest-house
 * approvers, a decision to the student who filed it (docs/decisions/0056-who-is-told.md).
 */
export async function recordIghChange(
  trx: Transaction<DB>,
  change: {
    kind: IghEventKind;
    request: IghRequestState;
    createdBy: number | null;
    actor: SessionUser;
    reason: string | null;
    now: Date;
    tz: string;
  },
): Promise<void> {
  const { kind, request, actor, now, tz } = change;
  const owner = change.createdBy === null ? null : { id: change.createdBy, name: request.student_name, email: request.student_email };
  const audience = kind === 'igh.requested' ? 'igh_approvers' : 'owner';
  await recordEvent(
    trx,
    {
      entity: 'igh_request',
      entityId: request.id,
      payload: {
        version: EVENT_VERSION,
        kind,
        at: toCampusIso(now, tz),
        tz,
        actor: { id: actor.id, name: actor.name, email: actor.email },
        owner,
        audience,
        // Students have no list of their own requests yet: their notification leads home.
        // The operator's notice opens the request with its decision ready (issue 32).
        link: audience === 'igh_approvers' ? `/igh?request=${request.id}` : '/home',
        reason: change.reason,
        request: {
          id: request.id,
          student_name: request.student_name,
          student_email: request.student_email,
          customer_name: request.customer_name,
          age: request.age,
          relation_with_student: request.relation_with_student,
          check_in: request.check_in,
          check_out: request.check_out,
          status: request.status,
        },
      },
    },
    now,
  );
}
