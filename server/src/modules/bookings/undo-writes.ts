import { sql } from 'kysely';
import type { Db } from './records';

/**
 * Puts a decision of `actorId` made since `since` back to pending (conditional, so a second
 * undo finds nothing); answers what was decided, or undefined.
 */
export async function reopenDecided(db: Db, id: number, actorId: number, since: Date) {
  const before = await db
    .selectFrom('bookings')
    .select(['status', 'decision_reason', 'decided_at'])
    .where('id', '=', id)
    .where('status', 'in', ['confirmed', 'rejected'])
    .where('decided_by', '=', actorId)
    .where('decided_at', '>=', since)
    .executeTakeFirst();
  if (!before?.decided_at) return undefined;
  await db
    .updateTable('bookings')
    .set({ status: 'pending', decided_by: null, decided_at: null, decision_reason: null, revision: sql`revision + 1` })
    .where('id', '=', id)
    .execute();
  return { ...before, decided_at: before.decided_at };
}

/** The decision's notifications go, and with them (cascade) its mail, which the window held back unsent. */
export async function withdrawDecisionNotices(db: Db, id: number, decidedAt: Date): Promise<void> {
  const events = db
    .selectFrom('events')
    .select('id')
    .where('entity', '=', 'booking')
    .where('entity_id', '=', id)
    .where('kind', 'in', ['booking.approved', 'booking.rejected'])
    .where('created_at', '>=', decidedAt);
  await db.deleteFrom('notifications').where('event_id', 'in', events).execute();
}
