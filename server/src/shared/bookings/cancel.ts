import type { Kysely, Transaction } from 'kysely';
import type { Booking } from '../../contracts/booking';
import type { DB } from '../../db/schema';
import { writeAudit } from '../audit';
import { conflict, notFound } from '../errors';
import type { BookingActor } from './create';
import { BOOKING_ANSWERS } from './messages';
import { findBookingDetail, LIVE_STATUSES, markDeletedByOwner, updateBookingRow, type BookingDetailRow } from './repository';
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

type Step = Omit<CancelBookingOptions, 'db' | 'id' | 'mode'> & { trx: Transaction<DB>; current: BookingDetailRow };

/**
 * The booker's delete (own mode), before the booking starts: it leaves their own lists
 * for good (a second delete is 404) and, if it held room time, is cancelled, which frees
 * it. The row stays for administrators, approvers and the audit (docs/DECISIONS.md).
 */
async function deleteOwn({ trx, tz, now, actor, current }: Step): Promise<CancelResult> {
  if (current.start_time.getTime() <= now.getTime()) throw conflict(BOOKING_ANSWERS.notDeletable);
  const after = { ...current, status: LIVE_STATUSES.includes(current.status) ? ('cancelled' as const) : current.status };
  await markDeletedByOwner(trx, current.id, after.status, now);
  await writeAudit(trx, {
    actorId: actor.id, action: 'booking.delete', entity: 'booking', entityId: current.id,
    before: bookingAuditSnapshot(current), after: { ...bookingAuditSnapshot(after), owner_deleted_at: now.toISOString() },
  });
  return { booking: toBookingWire(after, tz), changed: true };
}

/** The administrators' delete: any booking is marked cancelled; a rejected one stays rejected (409). */
async function cancelAsAdmin({ trx, tz, now, actor, current }: Step): Promise<CancelResult> {
  if (current.status === 'cancelled') return { booking: toBookingWire(current, tz), changed: false };
  if (current.status === 'rejected') throw conflict(BOOKING_ANSWERS.rejectedStays);
  const { purpose, start_time, end_time } = current;
  await updateBookingRow(trx, current.id, { purpose, start_time, end_time, status: 'cancelled' }, now);
  const cancelled = { ...current, status: 'cancelled' as const };
  await writeAudit(trx, {
    actorId: actor.id, action: 'booking.admin_delete', entity: 'booking', entityId: current.id,
    before: bookingAuditSnapshot(current), after: bookingAuditSnapshot(cancelled),
  });
  return { booking: toBookingWire(cancelled, tz), changed: true };
}

/** "Delete" of a booking: own (only the booker's, only before it starts) or admin (any). */
export async function cancelBooking({ db, id, mode, ...rest }: CancelBookingOptions): Promise<CancelResult> {
  return db.transaction().execute(async (trx) => {
    const current = await findBookingDetail(trx, id, { ownerId: mode === 'own' ? rest.actor.id : undefined, lock: true });
    if (!current) throw notFound(BOOKING_ANSWERS.notFound);
    return (mode === 'own' ? deleteOwn : cancelAsAdmin)({ ...rest, trx, current });
  });
}
