import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/** The whole schema of the first release. btree_gist is created before migrations run. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table users (
      id serial primary key,
      email text not null,
      name text not null,
      google_sub text,
      department text,
      designation text,
      phone text,
      picture text,
      access text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));
    create unique index users_google_sub_key on users (google_sub) where google_sub is not null;

    create table sessions (
      id text primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user_idx on sessions (user_id);

    create table blocks (
      id serial primary key,
      block_name text not null
    );
    create unique index blocks_name_key on blocks (lower(block_name));

    create table rooms (
      id serial primary key,
      room_name text not null,
      block_id integer not null references blocks(id),
      capacity integer check (capacity is null or capacity > 0),
      image text,
      features text[] not null default '{}',
      access text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    create unique index rooms_block_name_key on rooms (block_id, lower(room_name));

    create table recurring_series (
      id serial primary key,
      room_id integer not null references rooms(id),
      user_id integer not null references users(id),
      purpose text not null,
      weekly_pattern jsonb not null,
      start_date date not null,
      end_date date not null check (end_date >= start_date),
      state text not null check (state in ('draft', 'active')),
      expires_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table bookings (
      id serial primary key,
      room_id integer not null references rooms(id),
      user_id integer not null references users(id),
      purpose text not null,
      start_time timestamptz not null,
      end_time timestamptz not null,
      status text not null check (status in ('pending', 'confirmed', 'rejected', 'cancelled')),
      recurring_booking_id integer references recurring_series(id) on delete set null,
      decided_by integer references users(id),
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint bookings_time_order check (end_time > start_time),
      -- A room is never booked twice: live bookings of one room may not overlap.
      -- Ranges are half-open, so 09:00-10:00 and 10:00-11:00 touch without clashing.
      constraint bookings_no_overlap exclude using gist (
        room_id with =,
        tstzrange(start_time, end_time, '[)') with &&
      ) where (status in ('pending', 'confirmed'))
    );
    create index bookings_user_start_idx on bookings (user_id, start_time desc);
    create index bookings_start_idx on bookings (start_time desc);
    create index bookings_series_idx on bookings (recurring_booking_id, start_time) where recurring_booking_id is not null;
    create index bookings_pending_idx on bookings (created_at desc) where status = 'pending';

    create table igh_requests (
      id serial primary key,
      created_by integer references users(id),
      student_name text not null,
      student_email text not null,
      customer_name text not null,
      age integer not null check (age between 0 and 120),
      relation_with_student text not null,
      check_in date not null,
      check_out date not null check (check_out >= check_in),
      status text not null check (status in ('pending', 'approved', 'rejected')),
      decided_by integer references users(id),
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index igh_requests_created_idx on igh_requests (created_at desc);

    create table audit_log (
      id bigserial primary key,
      actor_id integer references users(id) on delete set null,
      action text not null,
      entity text not null,
      entity_id text,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    );
    create index audit_log_entity_idx on audit_log (entity, entity_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table audit_log; drop table igh_requests; drop table bookings;
    drop table recurring_series; drop table rooms; drop table blocks;
    drop table sessions; drop table users;
  `,
  );
}
