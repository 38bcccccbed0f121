import type { Booking, UpdateBookingBody } from '../../contracts/booking';
import { BOOKING_ANSWERS } from '../../contracts/booking-messages';
import {
  isApproval,
  isLiveStatus,
  mayEditOwn,
  purposeViolation,
  settableStatuses,
  STATUS_LABELS,
  toStoredStatus,
} from '../../contracts/booking-rules';
import { bookingIsAutoConfirmed, can } from '../../contracts/roles';
import type { BookingStatus } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { badRequest, conflict, forbidden, notFound } from '../../shared/errors';
import { assertMayApprove } from './approval';
import { clashAnswer, clashError, findClashes } from './clash';
import { assertMayOverride, assertOpen, overrideAudit } from './closures';
import type { BookingContext } from './context';
import { ownerOf, recordBookingChange } from './events';
import { toAuditSnapshot, toBookingWire } from './projections';
import { enforceBookingPolicy } from './policy';
import { findBookingRecord, roomOfBooking } from './records';
import { writeRoom } from './room-lock';
import { assertRoomTakesBooking } from './room-state';
import { assertTimeRules, parseBookingRange } from './rules';
import { heldTime, offerFreedTime } from './waitlist-offer';
import { updateBookingRow, type BookingChanges } from './writes';

/**
 * own: the booker via My Bookings — only their bookings, only upcoming pending/confirmed
 * ones, status may only be kept or set to cancelled; a change of a confirmed booking's
 * time or purpose sends it back to the approvers (unless the booker is an admin).
 * admin: any booking, any status, past times allowed.
 */
export type BookingEditMode = 'own' | 'admin';

/** Edits a booking under the rules of its mode; 400/403/404/409 with a message, audited, announced. */
export async function updateBooking(ctx: BookingContext, id: number, mode: BookingEditMode, input: UpdateBookingBody): Promise<Booking> {
  const { db, tz, now, actor } = ctx;
  assertMayOverride(actor, input.override_closure);
  const purposeProblem = purposeViolation(input.purpose, 'edit');
  if (purposeProblem) throw badRequest(purposeProblem);
  const range = parseBookingRange(input.start_time, input.end_time);
  const requested: BookingStatus | undefined = input.status && toStoredStatus(input.status);
  const ownerId = mode === 'own' ? actor.id : undefined;
  const roomId = await roomOfBooking(db, id, ownerId);
  if (roomId === undefined) throw notFound(BOOKING_ANSWERS.notFound);

  return writeRoom(
    db,
    roomId,
    async (trx) => {
      const current = await findBookingRecord(trx, id, { ownerId, lock: true });
      if (!current) throw notFound(BOOKING_ANSWERS.notFound);
      if (mode === 'own' && !mayEditOwn(current, now)) throw conflict(BOOKING_ANSWERS.notEditable);

      const purpose = input.purpose.trim();
      const timesChanged = current.start_time.getTime() !== range.start.getTime() || current.end_time.getTime() !== range.end.getTime();
      if (timesChanged) assertTimeRules(range, { tz, now, allowPast: mode === 'admin' || can(actor.access, 'manageBookings') });
      let status = resolveStatus(current.status, requested, mode);
      const needsApproval = mode === 'own' && !bookingIsAutoConfirmed(actor.access) && (timesChanged || purpose !== current.purpose);
      if (needsApproval && status === 'confirmed') status = 'pending';
      if (purpose === current.purpose && !timesChanged && status === current.status) return toBookingWire(current, tz);

      // Only a move, or bringing a cancelled or declined booking back, is a new claim on the
      // room's time: a deactivated room, a room reserved for others (the booker's own edit) and
      // a closure refuse it; a booking already in place may still change its purpose or be cancelled.
      const claimsTime = isLiveStatus(status) && (timesChanged || !isLiveStatus(current.status));
      // Confirming a request (pending, or declined before) is an approval: the one approval decision judges it.
      const approves = isApproval(current.status, status);
      const approval = approves
        ? await assertMayApprove(trx, ctx, { ...current, start_time: range.start, end_time: range.end }, input.override_closure)
        : undefined;
      if (claimsTime && !approval) await assertRoomTakesBooking(trx, roomId, mode === 'own' ? actor : null);
      if (isLiveStatus(status)) {
        const [clash] = await findClashes(trx, roomId, [range], { excludeIds: [id] });
        if (clash) throw clashError(clash, tz);
      }
      const overridden = approval ?? (claimsTime ? await assertOpen(trx, roomId, [range], tz, input.override_closure) : []);
      // The booker's own edit obeys their policy; the booking does not count against itself.
      if (mode === 'own' && isLiveStatus(status)) {
        const pendingAdded = status === 'pending' && current.status !== 'pending' ? 1 : 0;
        await enforceBookingPolicy(trx, { owner: actor, ranges: timesChanged ? [range] : [], pendingAdded, excludeIds: [id], tz, now });
      }
      const changes: BookingChanges = {
        purpose,
        start_time: range.start,
        end_time: range.end,
        status,
        ...decision(current.status, status, mode, actor.id, now),
        // A check-in was for the old time; the moved booking is checked in afresh (issue 32).
        ...(timesChanged ? { checked_in_at: null } : {}),
      };
      await updateBookingRow(trx, id, changes, now);
      const updated = (await findBookingRecord(trx, id))!;
      await writeAudit(trx, {
        actorId: actor.id,
        action: mode === 'admin' ? 'booking.admin_update' : 'booking.update',
        entity: 'booking',
        entityId: id,
        before: toAuditSnapshot(current),
        after: toAuditSnapshot(updated),
      });
      await overrideAudit(trx, actor.id, { entity: 'booking', id }, overridden);
      await recordBookingChange(trx, ctx, {
        kind: 'booking.changed',
        after: [updated],
        before: new Map([[id, current]]),
        owner: ownerOf(current),
      });
      // A move or a cancel lets the old time go (what the booking still holds clashes and stays).
      if (timesChanged || !isLiveStatus(status)) await offerFreedTime(trx, ctx, roomId, heldTime(current));
      return toBookingWire(updated, tz);
    },
    () => clashAnswer(db, roomId, range, tz, { excludeIds: [id] }),
  );
}

function resolveStatus(current: BookingStatus, requested: BookingStatus | undefined, mode: BookingEditMode): BookingStatus {
  if (requested === undefined || requested === current) return current;
  if (!settableStatuses(current).includes(requested)) throw badRequest(BOOKING_ANSWERS.statusAutomatic(STATUS_LABELS[requested]));
  if (mode === 'admin' || requested === 'cancelled') return requested;
  throw forbidden(BOOKING_ANSWERS.statusForbidden);
}

/**
 * Who decided: an admin's confirm, reject or cancel is recorded (as their Delete and bulk
 * actions record it); a return to pending clears the old decision. Any status change drops the old decision's reason, which no longer applies.
 */
function decision(from: BookingStatus, to: BookingStatus, mode: BookingEditMode, actorId: number, now: Date) {
  if (from === to) return {};
  if (to === 'pending') return { decided_by: null, decided_at: null, decision_reason: null };
  if (mode === 'admin') return { decided_by: actorId, decided_at: now, decision_reason: null };
  return { decision_reason: null };
}
