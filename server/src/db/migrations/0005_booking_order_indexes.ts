import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Manage Bookings' deep pages at 100,000 bookings:
 * - newest first ends with id (so pages never repeat a row): its index gains it, and a
 *   deep page is an index-only walk instead of an incremental sort of every row before it;
 * - the per-booker and per-room indexes gain status after the key, so a page sorted by
 *   booker or room, filtered by status or not, counts each person's or room's bookings
 *   from the index alone when it skips whole groups (group-skip.ts). Their own lists and
 *   the booked-slots query (room and live statuses) read the same indexes.
 * The old indexes are replaced, not kept beside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index bookings_start_order_idx on bookings (start_time desc, id desc);
    drop index bookings_start_idx;
    create index bookings_user_status_idx on bookings (user_id, status, start_time desc, id desc);
    drop index bookings_user_start_idx;
    create index bookings_room_status_idx on bookings (room_id, status, start_time desc, id desc);
    drop index bookings_room_start_idx;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index bookings_room_start_idx on bookings (room_id, start_time desc, id desc);
    drop index bookings_room_status_idx;
    create index bookings_user_start_idx on bookings (user_id, start_time desc);
    drop index bookings_user_status_idx;
    create index bookings_start_idx on bookings (start_time desc);
    drop index bookings_start_order_idx;
  `,
  );
}
