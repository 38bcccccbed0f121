import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Availability (booked slots, free rooms) reads a room's live bookings around an instant:
 * those starting inside a window and the latest one starting before it. This index holds
 * only live bookings (pending, confirmed), newest start first, with their end, so each of
 * those reads is one short index-only walk per room whatever the room's history
 * (docs/PERFORMANCE.md, issue 19).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index bookings_live_room_start_idx on bookings (room_id, start_time desc) include (end_time)
      where status in ('pending', 'confirmed');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index bookings_live_room_start_idx;`);
}
