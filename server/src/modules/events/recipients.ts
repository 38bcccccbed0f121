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
 * Only active users are told: a deactivated user (who can no longer sign in) gets no
 * notification and no mail, and a deactivated sole approver counts as nobody (issue 36).
 */
const APPROVER_ROLE: Record<'room_approvers' | 'igh_approvers', Role> = { room_approvers: 'rb_dean', igh_approvers: 'igh' };

async function holdersOf(trx: Transaction<DB>, role: Role, except: number | null): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`${role} = any(access)`)
    .where('deactivated_at', 'is', null)
    .$if(except !== null, (q) => q.where('id', '!=', except!))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether the user is active, remembered in `known` (a bulk change tells one owner many times). */
async function isActive(trx: Transaction<DB>, userId: number, known: Map<number, boolean>): Promise<boolean> {
  if (!known.has(userId)) {
    const row = await trx.selectFrom('users').select('id').where('id', '=', userId).where('deactivated_at', 'is', null).executeTakeFirst();
    known.set(userId, row !== undefined);
  }
  return known.get(userId)!;
}

/** The users an event's audience names; the actor is never told of their own change, but for `self` (their calendar's CANCEL). */
export async function recipientsOf(trx: Transaction<DB>, e: EventPayload, known = new Map<number, boolean>()): Promise<number[]> {
  const ownerId = e.owner?.id ?? null;
  switch (e.audience) {
    case 'none':
      return [];
    case 'self':
      return ownerId !== null && (await isActive(trx, ownerId, known)) ? [ownerId] : [];
    case 'owner':
      return ownerId !== null && ownerId !== e.actor.id && (await isActive(trx, ownerId, known)) ? [ownerId] : [];
    default: {
      const approvers = await holdersOf(trx, APPROVER_ROLE[e.audience], ownerId);
      return approvers.length ? approvers : holdersOf(trx, 'super_admin', ownerId);
    }
  }
}
