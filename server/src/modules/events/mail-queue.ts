import { sql, type Transaction } from 'kysely';
import { mailCategoryOf } from '../../contracts/mail-categories';
import type { DB } from '../../db/schema';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';

const UNDOABLE_KINDS: readonly string[] = ['booking.approved', 'booking.rejected', 'igh.approved', 'igh.rejected'];
const UNDO_MS = BOOKING_LIMITS.undoSeconds * 1000;

/**
 * Queues one mail per notification of the events, in the change's own transaction
 * (docs/decisions/0061-mail-outbox-and-worker.md): a rolled-back change mails nobody, a committed one is never
 * forgotten. Recipients who turned e-mail off for an event's category get none.
 */
export async function enqueueMail(trx: Transaction<DB>, events: readonly { id: number; kind: string }[], at: Date): Promise<void> {
  const groups = new Map<string, { category: string; due: Date; ids: number[] }>();
  for (const e of events) {
    // Issue 35: a decision's mail (a room's or a stay's) waits out the window in which its approver may undo it.
    const undoable = UNDOABLE_KINDS.includes(e.kind);
    const key = `${mailCategoryOf(e.kind)}:${undoable}`;
    const group = groups.get(key) ?? { category: mailCategoryOf(e.kind), due: undoable ? new Date(at.getTime() + UNDO_MS) : at, ids: [] };
    groups.set(key, { ...group, ids: [...group.ids, e.id] });
  }
  for (const { category, due, ids } of groups.values()) {
    await sql`
      insert into mail_outbox (notification_id, event_id, user_id, recipient, next_attempt_at, created_at)
      select n.id, n.event_id, n.user_id, u.email, ${due}, ${at}
      from notifications n join users u on u.id = n.user_id
      where n.event_id in (${sql.join(ids)})
        and not exists (
          select 1 from mail_preferences p
          where p.user_id = n.user_id and p.category = ${category} and not p.email)`.execute(trx);
  }
}
