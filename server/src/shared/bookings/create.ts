import type { Kysely } from 'kysely';
import { bookingIsAutoConfirmed, can } from '../../contracts/roles';
import type { Booking } from '../../contracts/booking';
import type { DB } from '../../db/schema';
import { writeAudit } from '../audit';
import { purposeViolation } from '../booking-rules';
import { badRequest } from '../errors';
import { clashError, withOverlapGuard } from './clash';
import { findBookingDetail, findClash, insertBooking, lockRoomBookings, roomExists } from './repository';
import { assertTimeRules, parseBookingRange } from './times';
import { bookingAuditSnapshot, toBookingWire } from './wire';

export interface BookingActor {
  id: number;
  access: readonly string[];
}

export interface CreateBookingOptions {
  db: Kysely<DB>;
  tz: string;
  now: Date;
  actor: BookingActor;
  input: { room_id: number; start_time: string; end_time: string; purpose: string };
}

/**
 * Books one room for the actor under every DESIGN.md §5 rule: 400 for a broken rule or
 * an unknown room, 409 (naming the clash) when the time is taken. Admins' bookings are
 * confirmed at once and may start in the past; everyone else's are pending.
 */
export async function createBooking({ db, tz, now, actor, input }: CreateBookingOptions): Promise<Booking> {
  const purposeProblem = purposeViolation(input.purpose, 'create');
  if (purposeProblem) throw badRequest(purposeProblem);
  const range = parseBookingRange(input.start_time, input.end_time);
  assertTimeRules(range, { tz, now, allowPast: can(actor.access, 'manageBookings') });
  if (!(await roomExists(db, input.room_id))) throw badRequest(`Unknown room id: ${input.room_id}`);

  const clashRange = { roomId: input.room_id, ...range };
  return withOverlapGuard({ db, tz, range: clashRange }, () =>
    db.transaction().execute(async (trx) => {
      await lockRoomBookings(trx, input.room_id);
      const clash = await findClash(trx, clashRange);
      if (clash) throw clashError(clash, tz);
      const id = await insertBooking(trx, {
        room_id: input.room_id,
        user_id: actor.id,
        purpose: input.purpose.trim(),
        start_time: range.start,
        end_time: range.end,
        status: bookingIsAutoConfirmed(actor.access) ? 'confirmed' : 'pending',
      });
      const created = (await findBookingDetail(trx, id))!;
      await writeAudit(trx, { actorId: actor.id, action: 'booking.create', entity: 'booking', entityId: id, after: bookingAuditSnapshot(created) });
      return toBookingWire(created, tz);
    }),
  );
}
