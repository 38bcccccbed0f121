import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import { isOverdueRequest, toRequestStatus, toStoredStatus, type Decision } from '../../contracts/booking-rules';
import { writeAudit } from '../../shared/audit';
import { conflict, forbidden, notFound } from '../../shared/errors';
import { assertMayApprove } from './approval';
import { assertMayOverride, overrideAudit } from './closures';
import type { BookingContext } from './context';
import { ownerOf, recordBookingChange } from './events';
import { findBookingRecord, roomOfBooking, type BookingRecord } from './records';
import { writeRoom } from './room-lock';
import { heldTime, offerFreedTime } from './waitlist-offer';
import { markDecided } from './writes';

/**
 * An approver decides a pending room request, with an optional reason for the booker.
 * Nobody decides their own request (403). Under the room lock the decision is also
 * conditional (`status = 'pending'`), so of racing approvers exactly one decides and
 * notifies the booker; the others find it decided (409). An approval runs the one approval
 * decision (approval.ts): closures, room state, capability and self-approval.
 * A request whose start has come has expired and is not decided (409, issue 35).
 */
export async function decideBooking(
  ctx: BookingContext,
  id: number,
  decision: Decision,
  reason: string | null,
  overrideClosure?: boolean,
): Promise<BookingRecord> {
  const { db, now, actor } = ctx;
  assertMayOverride(actor, overrideClosure);
  const roomId = await roomOfBooking(db, id);
  if (roomId === undefined) throw notFound(DECISION_MESSAGES.roomNotFound);
  return writeRoom(
    db,
    roomId,
    async (trx) => {
      const current = (await findBookingRecord(trx, id, { lock: true }))!;
      if (current.user_id === actor.id) throw forbidden(DECISION_MESSAGES.ownRequest);
      // Issue 35: once its start has come a request is expired, swept or not yet.
      if (current.status === 'expired' || isOverdueRequest(current.status, current.start_time, now))
        throw conflict(DECISION_MESSAGES.expired);
      const status = toStoredStatus(decision);
      // Only a pending request is approved (the one approval decision; declining always works);
      // anything else gets its answer from markDecided.
      const overridden =
        status === 'confirmed' && current.status === 'pending' ? await assertMayApprove(trx, ctx, current, overrideClosure) : [];
      if (!(await markDecided(trx, id, { status, decidedBy: actor.id, reason }, now))) {
        if (current.status === 'cancelled') throw conflict(DECISION_MESSAGES.cancelledByBooker);
        throw conflict(DECISION_MESSAGES.alreadyDecided(toRequestStatus(current.status)));
      }
      const decided = (await findBookingRecord(trx, id))!;
      await writeAudit(trx, {
        actorId: actor.id,
        action: decision === 'approved' ? 'approve' : 'reject',
        entity: 'booking',
        entityId: id,
        before: { status: 'pending' },
        after: { status, decided_by: actor.id, decided_at: now, reason },
      });
      await overrideAudit(trx, actor.id, { entity: 'booking', id }, overridden);
      await recordBookingChange(trx, ctx, {
        kind: decision === 'approved' ? 'booking.approved' : 'booking.rejected',
        after: [decided],
        before: new Map([[id, current]]),
        owner: ownerOf(current),
        reason,
      });
      // A declined request lets its time go: the waitlist may take it.
      if (status === 'rejected') await offerFreedTime(trx, ctx, roomId, heldTime(current));
      return decided;
    },
    async () => conflict(DECISION_MESSAGES.alreadyDecided(decision)),
  );
}
