import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 32, the waitlist (DESIGN.md §10): a user waits for a room and time that is taken.
 * An entry is open until it is granted (the booking made for it), withdrawn by its user, or
 * its start passes. The bookings module reads a room's open entries over a freed time in
 * line order (room_id, created_at); a user's open entries are counted against the limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table waitlist_entries (
      id serial primary key,
      room_id integer not null references rooms(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      start_time timestamptz not null,
      end_time timestamptz not null check (end_time > start_time),
      purpose text not null check (char_length(purpose) between 1 and 200),
      created_at timestamptz not null,
      closed_at timestamptz,
      outcome text check (outcome in ('booked', 'withdrawn', 'expired')),
      booking_id integer references bookings(id) on delete set null,
      check ((closed_at is null) = (outcome is null))
    );
    create index waitlist_open_room_idx on waitlist_entries (room_id, created_at, id) where closed_at is null;
    create index waitlist_open_user_idx on waitlist_entries (user_id, start_time) where closed_at is null;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table waitlist_entries;`);
}
