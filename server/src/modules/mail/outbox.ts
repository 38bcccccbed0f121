import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * The mail outbox as the mail worker reads it: the events module queues each message in the
 * change's own transaction (events/mail-queue.ts); here it is claimed, sent, retried and purged.
 */

export interface ClaimedMail {
  id: number;
  event_id: number;
  user_id: number;
  recipient: string;
  attempts: number;
  payload: unknown;
}

/**
 * Claims the oldest due message for `leaseMs` (its attempt counts from here). SKIP LOCKED
 * lets several workers on one database claim side by side, each a different row; the
 * lease (claimed_until) keeps others off it while it is being sent, and frees it again if
 * this process dies mid-send.
 */
export async function claimNext(db: Db, now: Date, leaseMs: number): Promise<ClaimedMail | undefined> {
  const { rows } = await sql<ClaimedMail>`
    with claimed as (
      update mail_outbox set attempts = attempts + 1, claimed_until = ${new Date(now.getTime() + leaseMs)}
      where id = (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= ${now} and (claimed_until is null or claimed_until <= ${now})
        order by next_attempt_at, id
        limit 1
        for update skip locked)
      returning id, event_id, user_id, recipient, attempts)
    select c.id::int as id, c.event_id::int as event_id, c.user_id, c.recipient, c.attempts, e.payload
    from claimed c join events e on e.id = c.event_id`.execute(db);
  return rows[0];
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: try again at `retryAt`, or give up (status failed) when no retry is left. */
export async function markAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? sql`next_attempt_at`,
      claimed_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}

/** Frees every claim (the embedded database has one process: at its start no claim can be alive). */
export async function releaseClaims(db: Db): Promise<number> {
  const result = await db.updateTable('mail_outbox').set({ claimed_until: null }).where('claimed_until', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Forgets mail nobody needs any more: sent after 30 days, failed after 90 days, and pending
 * after 3 days (only when no server with SMTP_URL ran: with one, mail is sent or failed
 * within hours; a booking notice days late helps nobody).
 */
export async function purgeOldMail(db: Db, now: Date): Promise<number> {
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('created_at', '<', days(30))]),
        eb.and([eb('status', '=', 'failed'), eb('created_at', '<', days(90))]),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '<', days(3))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A page of failed mail, newest first, with its event (to name its subject). */
export function pageOfFailed(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('mail_outbox as m')
    .innerJoin('events as e', 'e.id', 'm.event_id')
    .select(['m.id', 'm.recipient', 'm.last_error', 'm.attempts', 'm.created_at', 'e.payload'])
    .where('m.status', '=', 'failed')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFailed(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Puts failed mail back in the queue with fresh attempts; false when it is not failed mail. */
export async function retryFailed(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
