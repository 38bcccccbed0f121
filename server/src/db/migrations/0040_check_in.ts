import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 32, check-in and release (DESIGN.md §10): a room may require check-in; a booking
 * records when and by whom it was checked in; a confirmed booking not checked in by the end
 * of its grace period becomes `released`. The status list also holds `expired` (issue 32's
 * sibling work adds it in its own migration): both migrations set exactly the same list, so
 * either may run first. The release job needs no index of its own: at 1,000,000 bookings it
 * walks bookings_status_start_idx (migration 0004) or, when few rooms require check-in, the
 * live room-and-start index per such room (~2 ms either way; docs/decisions/0160). The
 * statistics' no-shows walk a small partial index of released bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table rooms add column check_in_required boolean not null default false;
    alter table bookings add column checked_in_at timestamptz;
    alter table bookings add column checked_in_by integer references users(id) on delete set null;
    alter table bookings drop constraint if exists bookings_status_check;
    alter table bookings add constraint bookings_status_check
      check (status in ('pending', 'confirmed', 'rejected', 'cancelled', 'released', 'expired'));
    create index bookings_released_idx on bookings (start_time) where status = 'released';
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index bookings_released_idx;
    update bookings set status = 'cancelled' where status = 'released';
    alter table bookings drop constraint if exists bookings_status_check;
    alter table bookings add constraint bookings_status_check
      check (status in ('pending', 'confirmed', 'rejected', 'cancelled', 'expired'));
    alter table bookings drop column checked_in_by;
    alter table bookings drop column checked_in_at;
    alter table rooms drop column check_in_required;
    `,
  );
}
