import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { enqueueMail } from './mail-queue';
import { noticeOf } from './notices';
import { recipientsOf } from './recipients';
import { SYSTEM_ACTOR, type EventDraft } from './types';

/**
 * Writes an event into the outbox and, from it, the in-app notifications of its audience,
 * and their mail (issue 14), all inside the caller's transaction (DESIGN.md §9): a change
 * that rolls back leaves no event, notification or mail, and a committed one always has them.
 */
export async function recordEvent(trx: Transaction<DB>, draft: EventDraft, at: Date): Promise<number> {
  return (await recordEvents(trx, [draft], at))[0];
}

/** Rows per INSERT in recordEvents (PostgreSQL takes at most 65,535 parameters per statement). */
const BATCH = 1_000;

/**
 * recordEvent for many changes at once (a bulk action): the same rows, written a thousand
 * per statement instead of two statements per event, in the caller's transaction.
 */
export async function recordEvents(trx: Transaction<DB>, drafts: readonly EventDraft[], at: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < drafts.length; i += BATCH) {
    const chunk = drafts.slice(i, i + BATCH);
    const events = await trx
      .insertInto('events')
      .values(
        chunk.map(({ entity, entityId, payload }) => ({
          kind: payload.kind,
          entity,
          entity_id: entityId,
          actor_id: payload.actor.id === SYSTEM_ACTOR.id ? null : payload.actor.id,
          payload: JSON.stringify(payload),
          created_at: at,
        })),
      )
      .returning('id')
      .execute();
    const notifications = [];
    const active = new Map<number, boolean>();
    // RETURNING gives the ids in the order of the VALUES rows.
    for (const [k, { payload }] of chunk.entries()) {
      const notice = noticeOf(payload);
      for (const userId of await recipientsOf(trx, payload, active))
        notifications.push({ user_id: userId, event_id: events[k].id, kind: payload.kind, ...notice, created_at: at });
    }
    if (notifications.length) {
      await trx.insertInto('notifications').values(notifications).execute();
      await enqueueMail(
        trx,
        events.map((e, k) => ({ id: e.id, kind: chunk[k].payload.kind })),
        at,
      );
    }
    ids.push(...events.map((e) => e.id));
  }
  return ids;
}
