import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 35: a request nobody decided before it began becomes `expired`
 * (docs/decisions/0180-requests-expire-at-their-start.md). The bookings check lists every
 * stored status of this round, `released` (check-in, issue 34) included, so this migration
 * and that one leave the same constraint whichever runs last. Guest-house requests expire
 * the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table bookings drop constraint if exists bookings_status_check;
    alter table bookings add constraint bookings_status_check
      check (status in ('pending', 'confirmed', 'rejected', 'cancelled', 'released', 'expired'));
    alter table igh_requests drop constraint if exists igh_requests_status_check;
    alter table igh_requests add constraint igh_requests_status_check
      check (status in ('pending', 'approved', 'rejected', 'expired'));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    update bookings set status = 'pending' where status = 'expired';
    update igh_requests set status = 'pending' where status = 'expired';
    alter table igh_requests drop constraint if exists igh_requests_status_check;
    alter table igh_requests add constraint igh_requests_status_check check (status in ('pending', 'approved', 'rejected'));
  `,
  );
}
