import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 19's free rooms and statistics read live bookings by start time across all rooms.
 * - No live (pending, confirmed) booking lasts more than 8 hours (BOOKING_LIMITS.maxMinutes,
 *   which every write path already enforced): now a guarantee of the table, so a booking that
 *   overlaps [from, to) is certain to start after from − 8 h, and one range scan of the index
 *   below finds every overlap on campus (docs/decisions/0028-live-bookings-last-at-most-8-hours.md).
 *   Raising the limit means a new migration that changes this check too.
 * - Live bookings by start, with what those two reads need, so both are index-only walks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table bookings add constraint bookings_live_max_length
      check (status not in ('pending', 'confirmed') or end_time <= start_time + interval '8 hours');
    create index bookings_live_start_idx on bookings (start_time) include (room_id, end_time, status, recurring_booking_id)
      where status in ('pending', 'confirmed');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index bookings_live_start_idx;
    alter table bookings drop constraint bookings_live_max_length;
  `,
  );
}
