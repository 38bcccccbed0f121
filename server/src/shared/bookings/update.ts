import type { Kysely } from 'kysely';
import { bookingIsAutoConfirmed, can } from '../../contracts/roles';
import type { Booking, UpdateBookingBody } from '../../contracts/booking';
import type { BookingStatus, DB } from '../../db/schema';
import { writeAudit } from '../audit';
import { purposeViolation } from '../booking-rules';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { clashError, withOverlapGuard, type ClashRange } from './clash';
import type { BookingActor } from './create';
import { BOOKING_ANSWERS } from './messages';
import { findBookingDetail, findClash, LIVE_STATUSES, lockRoomBookings, updateBookingRow, type BookingChanges, type BookingDetailRow } from './repository';
import { assertTimeRules, parseBookingRange } from './times';
import { bookingAuditSnapshot, toBookingWire } from './wire';

/**
 * own: the booker via My Bookings — only their bookings, only upcoming pending/confirmed
 * ones, status may only be kept or set to cancelled, a time change of a confirmed booking
 * sends it back to pending (unless the booker is an admin).
 * admin: any booking, any status, past times allowed.
 */
export type BookingEditMode = 'own' | 'admin';

export interface UpdateBookingOptions {
  db: Kysely<DB>;
  tz: string;
  now: Date;
  actor: BookingActor;
  id: number;
  mode: BookingEditMode;
  input: UpdateBookingBody;
}

/** Edits a booking under the rules of its mode; 400/403/404/409 with a message, audited. */
export async function updateBookingWithRules(options: UpdateBookingOptions): Promise<Booking> {
  const { db, tz, now, actor, id, mode, input } = options;
  const purposeProblem = purposeViolation(input.purpose, 'edit');
  if (purposeProblem) throw badRequest(purposeProblem);
  const range = parseBookingRange(input.start_time, input.end_time);
  const requested: BookingStatus | undefined = input.status === 'approved' ? 'confirmed' : input.status;
  let clashRange: ClashRange | undefined;

  return withOverlapGuard({ db, tz, range: () => clashRange }, () =>
    db.transaction().execute(async (trx) => {
      const current = await findBookingDetail(trx, id, { ownerId: mode === 'own' ? actor.id : undefined, lock: true });
      if (!current) throw notFound(BOOKING_ANSWERS.notFound);
      if (mode === 'own' && !isOwnEditable(current, now)) throw conflict(BOOKING_ANSWERS.notEditable);

      const timesChanged = current.start_time.getTime() !== range.start.getTime() || current.end_time.getTime() !== range.end.getTime();
      const isAdmin = mode === 'admin' || can(actor.access, 'manageBookings');
      if (timesChanged) assertTimeRules(range, { tz, now, allowPast: isAdmin });
      let status = resolveStatus(current.status, requested, mode);
      if (mode === 'own' && timesChanged && status === 'confirmed' && !bookingIsAutoConfirmed(actor.access)) status = 'pending';

      const changes: BookingChanges = { purpose: input.purpose.trim(), start_time: range.start, end_time: range.end, status, ...decision(current.status, status, mode, actor.id, now) };
      if (changes.purpose === current.purpose && !timesChanged && status === current.status) return toBookingWire(current, tz);

      if (LIVE_STATUSES.includes(status)) {
        clashRange = { roomId: current.room_id, ...range, excludeId: id };
        await lockRoomBookings(trx, current.room_id);
        const clash = await findClash(trx, clashRange);
        if (clash) throw clashError(clash, tz);
      }
      await updateBookingRow(trx, id, changes, now);
      const updated = (await findBookingDetail(trx, id))!;
      await writeAudit(trx, {
        actorId: actor.id, action: mode === 'admin' ? 'booking.admin_update' : 'booking.update', entity: 'booking', entityId: id,
        before: bookingAuditSnapshot(current), after: bookingAuditSnapshot(updated),
      });
      return toBookingWire(updated, tz);
    }),
  );
}

/** SPEC.md §4: the user's edit button shows for upcoming pending or approved bookings only. */
export function isOwnEditable(booking: Pick<BookingDetailRow, 'start_time' | 'status'>, now: Date): boolean {
  return booking.start_time.getTime() > now.getTime() && LIVE_STATUSES.includes(booking.status);
}

function resolveStatus(current: BookingStatus, requested: BookingStatus | undefined, mode: BookingEditMode): BookingStatus {
  if (requested === undefined || requested === current) return current;
  if (mode === 'admin' || requested === 'cancelled') return requested;
  throw forbidden(BOOKING_ANSWERS.statusForbidden);
}

/** Who decided: an admin's confirm/reject is recorded; a return to pending clears the old decision. */
function decision(from: BookingStatus, to: BookingStatus, mode: BookingEditMode, actorId: number, now: Date) {
  if (from === to) return {};
  if (to === 'pending') return { decided_by: null, decided_at: null };
  if (mode === 'admin' && (to === 'confirmed' || to === 'rejected')) return { decided_by: actorId, decided_at: now };
  return {};
}
