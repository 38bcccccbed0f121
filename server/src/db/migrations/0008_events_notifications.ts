import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 13: every change of a booking, series or guest-house request writes an event in
 * its own transaction (an outbox), and in-app notifications are made from those events.
 * Bookings gain a revision (it grows with every change, the iCalendar SEQUENCE of issue
 * 14) and decisions a reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table bookings add column revision integer not null default 0;
    alter table bookings add column decision_reason text check (char_length(decision_reason) <= 500);
    alter table igh_requests add column decision_reason text check (char_length(decision_reason) <= 500);

    create table events (
      id bigserial primary key,
      kind text not null,
      entity text not null check (entity in ('booking', 'recurring_series', 'igh_request')),
      entity_id integer not null,
      actor_id integer references users(id) on delete set null,
      payload jsonb not null,
      created_at timestamptz not null
    );
    create index events_entity_idx on events (entity, entity_id, id);

    create table notifications (
      id bigserial primary key,
      user_id integer not null references users(id) on delete cascade,
      event_id bigint not null references events(id) on delete cascade,
      kind text not null,
      title text not null,
      body text not null,
      link text not null,
      created_at timestamptz not null,
      read_at timestamptz,
      constraint notifications_once unique (user_id, event_id)
    );
    create index notifications_user_idx on notifications (user_id, id desc);
    create index notifications_unread_idx on notifications (user_id) where read_at is null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table notifications; drop table events;
    alter table igh_requests drop column decision_reason;
    alter table bookings drop column decision_reason;
    alter table bookings drop column revision;
  `,
  );
}
