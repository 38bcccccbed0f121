import { sql, type Transaction } from 'kysely';
import type { Role } from '../../contracts/roles';
import type { DB } from '../../db/schema';
import type { EventPayload } from './types';

/**
 * Who is told of a new request (docs/decisions/0056-who-is-told.md): the holders of the
 * approver role itself — rb_dean for rooms, igh for the guest house — and not every
 * super_admin, who may decide too but would otherwise hear of every request on campus.
 * Only when nobody else holds the role do the super_admins hear of it, so a request is
 * never announced to no one. The requester is never among them (nobody decides their own).
 */
const APPROVER_ROLE: Record<'room_approvers' | 'igh_approvers', Role> = { room_approvers: 'rb_dean', igh_approvers: 'igh' };

async function holdersOf(trx: Transaction<DB>, role: Role, except: number | null): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`${role} = any(access)`)
    .$if(except !== null, (q) => q.where('id', '!=', except!))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The users an event's audience names; the actor is never told of their own change. */
export async function recipientsOf(trx: Transaction<DB>, e: EventPayload): Promise<number[]> {
  const ownerId = e.owner?.id ?? null;
  switch (e.audience) {
    case 'none':
      return [];
    case 'owner':
      return ownerId !== null && ownerId !== e.actor.id ? [ownerId] : [];
    default: {
      const approvers = await holdersOf(trx, APPROVER_ROLE[e.audience], ownerId);
      return approvers.length ? approvers : holdersOf(trx, 'super_admin', ownerId);
    }
  }
}
