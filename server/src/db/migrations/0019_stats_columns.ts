import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 19's statistics read every booking of a year: most of their CPU was per-row time
 * arithmetic (each booking's minute of the week and length, each decision's time), not
 * reading pages (docs/decisions/0072-statistics-queries.md). These are computed
 * once, when a row is written, as generated columns, so they are always exact and no write
 * path can forget them:
 * - `start_week_minute`: the UTC minute of the week the booking starts (0 = Monday 00:00
 *   UTC). Campus time is this plus the campus offset, which the query adds per group, not
 *   per row; it stays UTC so a change of CAMPUS_TZ needs no rewrite.
 * - `length_minutes`: end − start in minutes.
 * - `decision_seconds`: decided_at − created_at of a decided request (confirmed or
 *   rejected), else null — what the median time to a decision is taken over.
 * The live-by-start index carries the first two and a new index of bookings by creation
 * carries what the requests figure reads, so both statistics queries are index-only walks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table bookings
      add column start_week_minute smallint generated always as
        (((floor(date_part('epoch', start_time - '1970-01-01 00:00+00'::timestamptz) / 60)::bigint + 4320) % 10080)::smallint) stored,
      add column length_minutes double precision generated always as (date_part('epoch', end_time - start_time) / 60) stored,
      add column decision_seconds double precision generated always as
        (case when status in ('confirmed', 'rejected') then date_part('epoch', decided_at - created_at) end) stored;
    drop index bookings_live_start_idx;
    create index bookings_live_start_idx on bookings (start_time)
      include (room_id, end_time, status, recurring_booking_id, start_week_minute, length_minutes)
      where status in ('pending', 'confirmed');
    create index bookings_created_idx on bookings (created_at) include (status, user_id, room_id, decision_seconds);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index bookings_created_idx;
    drop index bookings_live_start_idx;
    create index bookings_live_start_idx on bookings (start_time) include (room_id, end_time, status, recurring_booking_id)
      where status in ('pending', 'confirmed');
    alter table bookings drop column start_week_minute, drop column length_minutes, drop column decision_seconds;
  `,
  );
}
