import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { BOOKING_ANSWERS, DECISION_MESSAGES } from '../../contracts/booking-messages';
import { writeAudit } from '../../shared/audit';
import { conflict, notFound } from '../../shared/errors';
import type { BookingContext } from './context';
import { findBookingRecord, roomOfBooking, type BookingRecord } from './records';
import { writeRoom } from './room-lock';
import { reopenDecided, withdrawDecisionNotices } from './undo-writes';

/**
 * Issue 35 (docs/decisions/0182-undo-a-decision.md): the approver who decided a room request
 * may take it back within BOOKING_LIMITS.undoSeconds. The request is pending again, as before;
 * the decision's notice is withdrawn and its mail, which waits out the window, is never sent,
 * so the booker hears only of the decision that stands. Later, or by anyone else: 409.
 * Taking back a decline needs its time free again; if it was taken meanwhile: 409.
 */
export async function undoDecision(ctx: BookingContext, id: number): Promise<BookingRecord> {
  const { db, now, actor } = ctx;
  const roomId = await roomOfBooking(db, id);
  if (roomId === undefined) throw notFound(DECISION_MESSAGES.roomNotFound);
  return writeRoom(
    db,
    roomId,
    async (trx) => {
      const decision = await reopenDecided(trx, id, actor.id, new Date(now.getTime() - BOOKING_LIMITS.undoSeconds * 1000));
      if (!decision) throw conflict(DECISION_MESSAGES.undoTooLate);
      await withdrawDecisionNotices(trx, id, decision.decided_at);
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'undo_decision',
        entity: 'booking',
        entityId: id,
        before: { status: decision.status, reason: decision.decision_reason },
        after: { status: 'pending' },
      });
      return (await findBookingRecord(trx, id))!;
    },
    // Taking back a decline finds its time booked meanwhile.
    async () => conflict(BOOKING_ANSWERS.clashFallback),
  );
}
