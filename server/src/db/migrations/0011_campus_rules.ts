import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 15, campus rules and fair use:
 * - booking_policies: one row per booking role (the fair-use limits of a non-administrator
 *   booker), edited by super_admin; defaults 10 pending requests, 20 booked hours per campus
 *   week, 180 days ahead. The checks bound the values so an absurd one cannot be stored.
 * - blackouts: closed periods over the whole campus, one block or chosen rooms.
 * - rooms.deactivated_at: a retired room takes no new bookings and leaves the pickers.
 * - a user's own guest-house requests are listed and their pending ones counted (at most 5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table booking_policies (
      role text primary key,
      max_pending integer not null check (max_pending between 0 and 1000),
      max_hours_per_week integer not null check (max_hours_per_week between 0 and 168),
      max_days_ahead integer not null check (max_days_ahead between 1 and 730),
      updated_by integer references users(id),
      updated_at timestamptz not null default now()
    );
    insert into booking_policies (role, max_pending, max_hours_per_week, max_days_ahead) values
      ('rb_faculty', 10, 20, 180),
      ('rb_clubs', 10, 20, 180);

    create table blackouts (
      id serial primary key,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      scope text not null check (scope in ('campus', 'block', 'rooms')),
      block_id integer references blocks(id),
      room_ids integer[] not null default '{}',
      reason text not null,
      created_by integer references users(id),
      created_at timestamptz not null default now(),
      check (ends_at > starts_at),
      check ((scope = 'block') = (block_id is not null)),
      check ((scope = 'rooms') = (cardinality(room_ids) > 0))
    );
    create index blackouts_period_idx on blackouts using gist (tstzrange(starts_at, ends_at, '[)'));

    alter table rooms add column deactivated_at timestamptz;

    create index igh_requests_created_by_idx on igh_requests (created_by, status);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index igh_requests_created_by_idx;
    alter table rooms drop column deactivated_at;
    drop table blackouts;
    drop table booking_policies;
    `,
  );
}
