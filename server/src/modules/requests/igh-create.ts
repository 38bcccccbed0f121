import { sql, type Kysely } from 'kysely';
import { REQUEST_MESSAGES, type IghRequest, type NewIghRequestBody } from '../../contracts/requests';
import { REQUEST_LIST } from '../../contracts/request-list';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { writeAudit } from '../../shared/audit';
import { badRequest, conflict } from '../../shared/errors';
import { campusDate } from '../../shared/time';
import { recordIghChange } from './igh-events';
import { countOwnPendingIghRequests, insertIghRequest } from './igh-repository';
import { ighRequestViolation } from './igh-rules';

/** Namespace of the per-user lock of guest-house filings (bookings use 7_301 and 7_302). */
const IGH_USER_LOCK = 7_303;

/**
 * Files a student's guest-house request: its rules (400), then in one transaction under the
 * filer's lock the pending limit (409), the row, its audit row and its event for the approvers.
 */
export async function fileIghRequest(
  db: Kysely<DB>,
  filing: { body: NewIghRequestBody; user: SessionUser; now: Date; tz: string },
): Promise<IghRequest> {
  const { body, user, now, tz } = filing;
  const violation = ighRequestViolation(body, campusDate(now, tz));
  if (violation) throw badRequest(violation);
  return db.transaction().execute(async (trx) => {
    // One user's filings queue on their lock, so racing requests cannot pass the pending limit together.
    await sql`select pg_advisory_xact_lock(${IGH_USER_LOCK}::int, ${user.id}::int)`.execute(trx);
    if ((await countOwnPendingIghRequests(trx, user.id)) >= REQUEST_LIST.ownPendingIghMax) {
      throw conflict(REQUEST_MESSAGES.tooManyPending);
    }
    const row = await insertIghRequest(trx, {
      created_by: user.id,
      student_name: user.name,
      student_email: user.email,
      customer_name: body.customer_name.trim(),
      age: body.age,
      relation_with_student: body.relation_with_student.trim(),
      check_in: body.check_in,
      check_out: body.check_out,
      status: 'pending',
    });
    await writeAudit(trx, { actorId: user.id, action: 'create', entity: 'igh_request', entityId: row.id, after: row });
    await recordIghChange(trx, { kind: 'igh.requested', request: row, createdBy: user.id, actor: user, reason: null, now, tz });
    return row;
  });
}
