import type { Transaction } from 'kysely';
import type { Booking } from '../../contracts/booking';
import { BOOKING_ANSWERS } from '../../contracts/booking-messages';
import { isLiveStatus } from '../../contracts/booking-rules';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { conflict, notFound } from '../../shared/errors';
import type { BookingContext } from './context';
import type { BookingEditMode } from './edit';
import { ownerOf, recordBookingChange } from './events';
import { toAuditSnapshot, toBookingWire } from './projections';
import { findBookingRecord, roomOfBooking, type BookingRecord } from './records';
import { writeRoom } from './room-lock';
import { heldTime, offerFreedTime } from './waitlist-offer';
import { markDeletedByOwner, setStatusAsAdministrator } from './writes';

export interface CancelResult {
  booking: Booking;
  /** False when the booking was cancelled already (nothing was written). */
  changed: boolean;
}

type Step = (trx: Transaction<DB>, ctx: BookingContext, current: BookingRecord) => Promise<CancelResult>;

/** Reads the cancelled booking back and records the change: its audit row and its event. */
async function recordCancel(trx: Transaction<DB>, ctx: BookingContext, current: BookingRecord, action: string, auditExtra = {}) {
  const after = (await findBookingRecord(trx, current.id))!;
  await writeAudit(trx, {
    actorId: ctx.actor.id,
    action,
    entity: 'booking',
    entityId: current.id,
    before: toAuditSnapshot(current),
    after: { ...toAuditSnapshot(after), ...auditExtra },
  });
  await recordBookingChange(trx, ctx, {
    kind: 'booking.cancelled',
    after: [after],
    before: new Map([[after.id, current]]),
    owner: ownerOf(current),
  });
  return after;
}

/**
 * The booker's delete (own mode), before the booking starts: it leaves their own lists
 * for good (a second delete is 404) and, if it held room time, is cancelled, which frees
 * it. The row stays for administrators, approvers and the audit (docs/decisions/0026-deleting-own-bookings.md).
 */
const deleteOwn: Step = async (trx, ctx, current) => {
  const { now, tz } = ctx;
  if (current.start_time.getTime() <= now.getTime()) throw conflict(BOOKING_ANSWERS.notDeletable);
  await markDeletedByOwner(trx, current.id, isLiveStatus(current.status) ? 'cancelled' : current.status, now);
  const after = await recordCancel(trx, ctx, current, 'booking.delete', { owner_deleted_at: now.toISOString() });
  await offerFreedTime(trx, ctx, current.room_id, heldTime(current));
  return { booking: toBookingWire(after, tz), changed: true };
};

/**
 * The administrators' delete: any booking is marked cancelled, by the same statement as a
 * bulk cancel, so both record who cancelled it and when; a rejected one stays rejected (409).
 */
const cancelAsAdmin: Step = async (trx, ctx, current) => {
  const { now, tz, actor } = ctx;
  if (current.status === 'cancelled') return { booking: toBookingWire(current, tz), changed: false };
  if (current.status === 'rejected') throw conflict(BOOKING_ANSWERS.rejectedStays);
  await setStatusAsAdministrator(trx, [current.id], { status: 'cancelled', actorId: actor.id, reason: null }, now);
  const cancelled = await recordCancel(trx, ctx, current, 'booking.admin_delete', { decided_by: actor.id, decided_at: now, reason: null });
  await offerFreedTime(trx, ctx, current.room_id, heldTime(current));
  return { booking: toBookingWire(cancelled, tz), changed: true };
};

/** "Delete" of a booking: own (only the booker's, only before it starts) or admin (any). */
export async function cancelBooking(ctx: BookingContext, id: number, mode: BookingEditMode): Promise<CancelResult> {
  const ownerId = mode === 'own' ? ctx.actor.id : undefined;
  const roomId = await roomOfBooking(ctx.db, id, ownerId);
  if (roomId === undefined) throw notFound(BOOKING_ANSWERS.notFound);
  // Cancelling frees time and cannot clash; the room lock still orders it among the room's writers.
  return writeRoom(
    ctx.db,
    roomId,
    async (trx) => {
      const current = await findBookingRecord(trx, id, { ownerId, lock: true });
      if (!current) throw notFound(BOOKING_ANSWERS.notFound);
      return (mode === 'own' ? deleteOwn : cancelAsAdmin)(trx, ctx, current);
    },
    async () => conflict(BOOKING_ANSWERS.clashFallback),
  );
}
