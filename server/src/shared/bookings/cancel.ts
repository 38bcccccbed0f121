import type { Kysely } from 'kysely';
import type { Booking } from '../../contracts/booking';
import type { DB } from '../../db/schema';
import { writeAudit } from '../audit';
import { conflict, notFound } from '../errors';
import type { BookingActor } from './create';
import { BOOKING_ANSWERS } from './messages';
import { findBookingDetail, updateBookingRow } from './repository';
import type { BookingEditMode } from './update';
import { bookingAuditSnapshot, toBookingWire } from './wire';

export interface CancelBookingOptions {
  db: Kysely<DB>;
  tz: string;
  now: Date;
  actor: BookingActor;
  id: number;
  mode: BookingEditMode;
}

export interface CancelResult {
  booking: Booking;
  /** False when the booking was cancelled already (nothing was written). */
  changed: boolean;
}

/**
 * "Delete" of a booking: the row is kept and marked cancelled, which frees its time;
 * the history stays visible (docs/DECISIONS.md). own: only the booker's booking and only
 * before it starts; admin: any booking. A rejected booking stays rejected (409).
 */
export async function cancelBooking({ db, tz, now, actor, id, mode }: CancelBookingOptions): Promise<CancelResult> {
  return db.transaction().execute(async (trx) => {
    const current = await findBookingDetail(trx, id, { ownerId: mode === 'own' ? actor.id : undefined, lock: true });
    if (!current) throw notFound(BOOKING_ANSWERS.notFound);
    if (mode === 'own' && current.start_time.getTime() <= now.getTime()) throw conflict(BOOKING_ANSWERS.notDeletable);
    if (current.status === 'cancelled') return { booking: toBookingWire(current, tz), changed: false };
    if (current.status === 'rejected') throw conflict(BOOKING_ANSWERS.rejectedStays);

    const { purpose, start_time, end_time } = current;
    await updateBookingRow(trx, id, { purpose, start_time, end_time, status: 'cancelled' }, now);
    const cancelled = { ...current, status: 'cancelled' as const };
    await writeAudit(trx, {
      actorId: actor.id, action: mode === 'admin' ? 'booking.admin_delete' : 'booking.delete', entity: 'booking', entityId: id,
      before: bookingAuditSnapshot(current), after: bookingAuditSnapshot(cancelled),
    });
    return { booking: toBookingWire(cancelled, tz), changed: true };
  });
}
