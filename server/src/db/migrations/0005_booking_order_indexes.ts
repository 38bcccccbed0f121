import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * The newest-first and per-booker orders end with id (so pages never repeat a row): their
 * indexes gain it, so a deep page is an index-only walk instead of an incremental sort of
 * every row before it, and a booker's bookings are counted from the index alone when
 * Manage Bookings skips to a page sorted by booker. The old indexes are prefixes of the
 * new ones and go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create index bookings_start_order_idx on bookings (start_time desc, id desc);
    drop index bookings_start_idx;
    create index bookings_user_order_idx on bookings (user_id, start_time desc, id desc);
    drop index bookings_user_start_idx;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create index bookings_user_start_idx on bookings (user_id, start_time desc);
    drop index bookings_user_order_idx;
    create index bookings_start_idx on bookings (start_time desc);
    drop index bookings_start_order_idx;
  `);
}
