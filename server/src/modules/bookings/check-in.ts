import { checkInPhase, checkInWindow, CHECK_IN_MESSAGES as M } from '../../contracts/check-in';
import { can } from '../../contracts/roles';
import { campusClock } from '../../contracts/campus-clock';
import { writeAudit } from '../../shared/audit';
import { conflict, forbidden, notFound } from '../../shared/errors';
import type { BookingContext } from './context';
import { findBookingRecord, roomOfBooking, type BookingRecord } from './records';
import { writeRoom } from './room-lock';
import { markCheckedIn } from './writes';

/** 409 naming the window in campus time, e.g. "Check-in is open from 09:45 AM to 10:15 AM on Tue, Jan 12, 2027." */
function outsideWindow(current: BookingRecord, tz: string) {
  const clock = campusClock(tz);
  const { opens, closes } = checkInWindow(current.start_time);
  const [from, to] = [clock.wall(opens), clock.wall(closes)];
  return conflict(M.outsideWindow(clock.wall(current.start_time).date, from.time, to.time));
}

/** Why this booking cannot be checked in now, as the answer to give; null when it can. */
function refusal(current: BookingRecord, ctx: BookingContext) {
  if (current.user_id !== ctx.actor.id && !can(ctx.actor.access, 'manageBookings')) return forbidden(M.notYours);
  if (!current.check_in_required) return conflict(M.notRequired);
  if (current.checked_in_at) return conflict(M.alreadyCheckedIn);
  if (current.status !== 'confirmed') return conflict(M.notConfirmed(current.status));
  return checkInPhase(current.start_time, ctx.now) === 'open' ? null : outsideWindow(current, ctx.tz);
}

/**
 * The booker (or an administrator) checks a confirmed booking in, from 15 minutes before its
 * start to 15 minutes after (issue 32). Under the room lock, like every write, and conditional,
 * so a check-in racing the release job either wins (the booking stays) or finds it released.
 */
export async function checkInBooking(ctx: BookingContext, id: number): Promise<BookingRecord> {
  const roomId = await roomOfBooking(ctx.db, id);
  if (roomId === undefined) throw notFound(M.notFound);
  return writeRoom(
    ctx.db,
    roomId,
    async (trx) => {
      const current = (await findBookingRecord(trx, id, { lock: true }))!;
      const refused = refusal(current, ctx);
      if (refused) throw refused;
      await markCheckedIn(trx, id, ctx.actor.id, ctx.now);
      await writeAudit(trx, {
        actorId: ctx.actor.id,
        action: 'booking.check_in',
        entity: 'booking',
        entityId: id,
        after: { checked_in_at: ctx.now.toISOString(), checked_in_by: ctx.actor.id },
      });
      return (await findBookingRecord(trx, id))!;
    },
    async () => conflict(M.alreadyCheckedIn),
  );
}
