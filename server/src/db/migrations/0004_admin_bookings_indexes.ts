import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Manage Bookings pages, searches and sorts 100,000 bookings in SQL (DESIGN.md §6):
 * - purpose: trigram index for the case-insensitive substring search (pg_trgm is
 *   created before migrations run); room and booker matches use the two below.
 * - room and status orders: (key, start_time desc, id desc) walk in list order, and
 *   serve the room and status filters; the booker's is bookings_user_start_idx (0005 replaces both with status-aware ones).
 * - the series parent (earliest booking) comes from bookings_series_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index bookings_purpose_trgm_idx on bookings using gin (purpose gin_trgm_ops);
    create index bookings_room_start_idx on bookings (room_id, start_time desc, id desc);
    create index bookings_status_start_idx on bookings (status, start_time desc, id desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index bookings_status_start_idx; drop index bookings_room_start_idx; drop index bookings_purpose_trgm_idx;
  `,
  );
}
