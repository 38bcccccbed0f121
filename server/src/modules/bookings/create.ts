import type { Booking } from '../../contracts/booking';
import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { purposeViolation } from '../../contracts/booking-rules';
import { bookingIsAutoConfirmed, can } from '../../contracts/roles';
import { writeAudit } from '../../shared/audit';
import { badRequest } from '../../shared/errors';
import { bookerOf } from './booker';
import { clashAnswer, clashError, findClashes } from './clash';
import { assertMayOverride, assertOpen, overrideAudit } from './closures';
import type { BookingContext } from './context';
import { ownerOf, recordBookingChange } from './events';
import { toAuditSnapshot, toBookingWire } from './projections';
import { enforceBookingPolicy } from './policy';
import { findBookingRecord, roomExists } from './records';
import { writeRoom } from './room-lock';
import { assertRoomTakesBooking } from './room-state';
import { assertTimeRules, parseBookingRange } from './rules';
import { insertBookings } from './writes';

export interface NewBookingInput {
  room_id: number;
  start_time: string;
  end_time: string;
  purpose: string;
  /** An administrator books over a closure (audited). */
  override_closure?: boolean;
  /** Issue 35: an administrator books for this user (booker.ts). */
  booker_id?: number;
}

/**
 * Books one room for the actor under every DESIGN.md §5 rule: 400 for a broken rule or
 * an unknown room, 409 (naming the clash) when the time is taken. Admins' bookings are
 * confirmed at once and may start in the past; everyone else's are requests (pending),
 * which the room approvers hear of.
 */
export async function createBooking(ctx: BookingContext, input: NewBookingInput): Promise<Booking> {
  const { db, tz, now, actor } = ctx;
  assertMayOverride(actor, input.override_closure);
  const purposeProblem = purposeViolation(input.purpose, 'create');
  if (purposeProblem) throw badRequest(purposeProblem);
  const range = parseBookingRange(input.start_time, input.end_time);
  assertTimeRules(range, { tz, now, allowPast: can(actor.access, 'manageBookings') });
  if (!(await roomExists(db, input.room_id))) throw badRequest(BOOKING_MESSAGES.unknownRoom(input.room_id));
  const owner = await bookerOf(db, actor, input.booker_id);

  return writeRoom(
    db,
    input.room_id,
    async (trx) => {
      await assertRoomTakesBooking(trx, input.room_id, owner);
      const [clash] = await findClashes(trx, input.room_id, [range]);
      if (clash) throw clashError(clash, tz);
      const overridden = await assertOpen(trx, input.room_id, [range], tz, input.override_closure);
      // Made by an administrator, for anyone, it is confirmed, and the booker's policy does not limit it.
      const confirmed = bookingIsAutoConfirmed(actor.access);
      await enforceBookingPolicy(trx, { owner: actor, ranges: [range], pendingAdded: confirmed ? 0 : 1, tz, now });
      const [id] = await insertBookings(trx, [
        {
          room_id: input.room_id,
          user_id: owner.id,
          purpose: input.purpose.trim(),
          start_time: range.start,
          end_time: range.end,
          status: confirmed ? 'confirmed' : 'pending',
        },
      ]);
      const created = (await findBookingRecord(trx, id))!;
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'booking.create',
        entity: 'booking',
        entityId: id,
        after: toAuditSnapshot(created),
      });
      await overrideAudit(trx, actor.id, { entity: 'booking', id }, overridden);
      await recordBookingChange(trx, ctx, {
        kind: confirmed ? 'booking.booked' : 'booking.requested',
        after: [created],
        owner: ownerOf(created),
      });
      return toBookingWire(created, tz);
    },
    () => clashAnswer(db, input.room_id, range, tz),
  );
}
