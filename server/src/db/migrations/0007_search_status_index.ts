import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Manage Bookings' search with a status filter: status joins the purpose's trigram index
 * (btree_gin lets a GIN index hold a plain column), so "thesis" + confirmed reads only the
 * confirmed matches' rows (4,805) instead of every match (8,004) to drop the others. A
 * search without a status uses the same index on purpose alone; it replaces the old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index bookings_status_purpose_trgm_idx on bookings using gin (status, purpose gin_trgm_ops);
    drop index bookings_purpose_trgm_idx;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index bookings_purpose_trgm_idx on bookings using gin (purpose gin_trgm_ops);
    drop index bookings_status_purpose_trgm_idx;
  `,
  );
}
