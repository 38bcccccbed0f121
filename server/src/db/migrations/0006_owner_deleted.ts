import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * "Delete" in My Bookings removes the booking from its booker's own lists but keeps the
 * row (cancelled, if it held time) for the administrators, the approvers and the audit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table bookings add column owner_deleted_at timestamptz;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table bookings drop column owner_deleted_at;`);
}
