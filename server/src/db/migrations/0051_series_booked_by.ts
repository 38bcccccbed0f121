import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 35: an administrator books a recurring series for someone else
 * (docs/decisions/0215-recurring-book-for.md). `user_id` is the person whose series it is;
 * `booked_by` is the administrator who made it for them (null when they booked it
 * themselves). A draft keeps it until confirm, which its maker may then do, and whose role
 * then decides the bookings' status as when they were made at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table recurring_series add column booked_by integer references users(id) on delete set null;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table recurring_series drop column booked_by;`);
}
