import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 32, reminders (DESIGN.md §10): each user chooses how long before a confirmed booking
 * they are reminded (0 = off; 15, 30 or 60 minutes; 30 by default). A booking records the
 * start its reminder was sent for (`reminded_for`): a worker claims a due booking by setting
 * it, in the transaction that records the reminder, so several processes send one reminder,
 * and a booking moved to another start is due again. The scan walks
 * bookings_confirmed_start_idx (migration 0020) over the next hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table users add column reminder_minutes smallint not null default 30 check (reminder_minutes in (0, 15, 30, 60));
    alter table bookings add column reminded_for timestamptz;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table bookings drop column reminded_for;
    alter table users drop column reminder_minutes;
    `,
  );
}
