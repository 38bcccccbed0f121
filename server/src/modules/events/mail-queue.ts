import { sql, type Transaction } from 'kysely';
import { mailCategoryOf } from '../../contracts/mail-categories';
import type { DB } from '../../db/schema';

/**
 * Queues one mail per notification of the events, in the change's own transaction
 * (docs/decisions/0061-mail-outbox-and-worker.md): a rolled-back change mails nobody, a committed one is never
 * forgotten. Recipients who turned e-mail off for an event's category get none.
 */
export async function enqueueMail(trx: Transaction<DB>, events: readonly { id: number; kind: string }[], at: Date): Promise<void> {
  const byCategory = new Map<string, number[]>();
  for (const e of events) byCategory.set(mailCategoryOf(e.kind), [...(byCategory.get(mailCategoryOf(e.kind)) ?? []), e.id]);
  for (const [category, ids] of byCategory) {
    await sql`
      insert into mail_outbox (notification_id, event_id, user_id, recipient, next_attempt_at, created_at)
      select n.id, n.event_id, n.user_id, u.email, ${at}, ${at}
      from notifications n join users u on u.id = n.user_id
      where n.event_id in (${sql.join(ids)})
        and not exists (
          select 1 from mail_preferences p
          where p.user_id = n.user_id and p.category = ${category} and not p.email)`.execute(trx);
  }
}
