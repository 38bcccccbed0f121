import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 19: "requests made" were the bookings whose booker is, today, someone whose bookings
 * wait for approval (or that carry a decision) — a per-row check against the users' roles on
 * every statistics call, and a figure that changed when a booker's roles changed. A booking
 * now records, when it is inserted, whether it was a request: `requested` is true if it is
 * made pending, carries a decision (a seeded or imported row), or its booker's roles do not
 * confirm their bookings at once (CAPABILITIES.manageBookings, `bookingIsAutoConfirmed`;
 * `requested-flag.test.ts` holds this SQL list to it). A trigger sets it, so no insert path
 * (the routes, series, seeds, imports) can forget it, and a later change of the booker's roles
 * does not rewrite history. Existing rows take the same rule with their booker's roles of
 * today. The requests figure walks a partial index of requests by creation, which replaces
 * 0019's index of all bookings. The confirmed time walks a partial index of confirmed
 * bookings by start: the live one (0019) also holds pending bookings, which the statistics
 * read only to drop. (Function bodies stay on one line: runStatements splits at a ';' ending
 * a line.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create function booking_is_request(booker integer, status text, decided_at timestamptz) returns boolean language sql stable as
      $$ select status = 'pending' or (status in ('confirmed', 'rejected') and decided_at is not null) or not exists (select 1 from users u where u.id = booker and u.access && array['rb_admin', 'super_admin']::text[]) $$;
    alter table bookings add column requested boolean;
    update bookings set requested = booking_is_request(user_id, status, decided_at);
    alter table bookings alter column requested set not null;
    create function bookings_set_requested() returns trigger language plpgsql as
      $$ begin new.requested := booking_is_request(new.user_id, new.status, new.decided_at); return new; end $$;
    create trigger bookings_requested before insert on bookings for each row execute function bookings_set_requested();
    drop index bookings_created_idx;
    create index bookings_requests_idx on bookings (created_at) include (status, decision_seconds, user_id, room_id) where requested;
    create index bookings_confirmed_start_idx on bookings (start_time)
      include (room_id, end_time, user_id, recurring_booking_id, start_week_minute, length_minutes) where status = 'confirmed';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index bookings_confirmed_start_idx;
    drop index bookings_requests_idx;
    create index bookings_created_idx on bookings (created_at) include (status, user_id, room_id, decision_seconds);
    drop trigger bookings_requested on bookings;
    drop function bookings_set_requested();
    alter table bookings drop column requested;
    drop function booking_is_request(integer, text, timestamptz);
  `,
  );
}
