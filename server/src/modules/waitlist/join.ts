import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { purposeViolation } from '../../contracts/booking-rules';
import { WAITLIST_LIMIT, WAITLIST_MESSAGES as M } from '../../contracts/waitlist-rules';
import type { WaitlistBody } from '../../contracts/waitlist';
import { badRequest, conflict } from '../../shared/errors';
import {
  assertOpen,
  assertRoomTakesBooking,
  assertTimeRules,
  findClashes,
  parseBookingRange,
  roomExists,
  type BookingContext,
} from '../bookings';
import { alreadyWaiting, insertEntry, lockUserWaitlist, openEntriesOf, type EntryRow } from './repository';

/** The purpose a granted booking carries when the user gave none. */
const DEFAULT_PURPOSE = 'Booked from the waitlist';

/**
 * Joins the waitlist of a taken room and time (issue 32): the same time rules as a booking
 * (400), a room the user may book, a time that is taken (a free one: 409 "book it") and not
 * closed, at most WAITLIST_LIMIT open entries (409), not twice for one time (409).
 */
export async function joinWaitlist(ctx: BookingContext, body: WaitlistBody): Promise<EntryRow> {
  const { db, tz, now, actor } = ctx;
  const purpose = body.purpose?.trim() || DEFAULT_PURPOSE;
  const purposeProblem = purposeViolation(purpose, 'create');
  if (purposeProblem) throw badRequest(purposeProblem);
  const range = parseBookingRange(body.start_time, body.end_time);
  assertTimeRules(range, { tz, now, allowPast: false });
  if (!(await roomExists(db, body.room_id))) throw badRequest(BOOKING_MESSAGES.unknownRoom(body.room_id));
  await assertRoomTakesBooking(db, body.room_id, actor);
  await assertOpen(db, body.room_id, [range], tz);
  if ((await findClashes(db, body.room_id, [range])).length === 0) throw conflict(M.roomFree);

  const entry = { room_id: body.room_id, user_id: actor.id, start_time: range.start, end_time: range.end, purpose };
  return db.transaction().execute(async (trx) => {
    await lockUserWaitlist(trx, actor.id);
    if (await alreadyWaiting(trx, entry)) throw conflict(M.already);
    if ((await openEntriesOf(trx, actor.id, now)).length >= WAITLIST_LIMIT) throw conflict(M.tooMany);
    const id = await insertEntry(trx, entry, now);
    return (await openEntriesOf(trx, actor.id, now, [id]))[0];
  });
}
