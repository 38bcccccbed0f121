import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 14: e-mail and calendars.
 * - mail_outbox: one message per notification (so per event and recipient), written in the
 *   change's own transaction and delivered by the mail worker; `claimed_until` is the lease
 *   of the worker sending it (docs/decisions/0061-mail-outbox-and-worker.md).
 * - mail_preferences: a user's "no e-mail" for a kind of notification (absent: e-mail on).
 * - calendar_feeds: the secret feed links, stored as SHA-256 of the token; room_id null is
 *   the user's own bookings, otherwise an administrator's feed of one room.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table mail_outbox (
      id bigserial primary key,
      notification_id bigint not null unique references notifications(id) on delete cascade,
      event_id bigint not null references events(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      recipient text not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      claimed_until timestamptz,
      last_error text,
      created_at timestamptz not null,
      sent_at timestamptz
    );
    create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending';
    create index mail_outbox_failed_idx on mail_outbox (id) where status = 'failed';
    create index mail_outbox_created_idx on mail_outbox (created_at);

    create table mail_preferences (
      user_id integer not null references users(id) on delete cascade,
      category text not null,
      email boolean not null,
      primary key (user_id, category)
    );

    create table calendar_feeds (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      room_id integer references rooms(id) on delete cascade,
      token_hash bytea not null unique,
      created_at timestamptz not null
    );
    create unique index calendar_feeds_owner_idx on calendar_feeds (user_id, coalesce(room_id, 0));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table calendar_feeds; drop table mail_preferences; drop table mail_outbox;`);
}
