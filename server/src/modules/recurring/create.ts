import { RECURRING_MESSAGES } from '../../contracts/booking-messages';
import { purposeViolation } from '../../contracts/booking-rules';
import type { RecurringBody, RecurringResponse } from '../../contracts/recurring';
import { badRequest, notFound } from '../../shared/errors';
import {
  assertRoomTakesBooking,
  bookedBy,
  bookerOf,
  bookSeries,
  roomExists,
  seriesConflicts,
  storeSeriesDraft,
  type SeriesRequest,
} from '../bookings';
import { dateRangeViolation, patternViolation } from './pattern';
import { DRAFT_MINUTES, planOccurrences, type RecurringContext } from './plan';

/**
 * POST /faculty/bookroom/recurring: with no clash the series and all its bookings are
 * stored at once; otherwise a draft is kept for DRAFT_MINUTES and the clashes returned.
 * With `booker_id` an administrator books it for that person, checked and applied as
 * createBooking does (bookerOf; issue 35).
 */
export async function createSeries(ctx: RecurringContext, body: RecurringBody): Promise<RecurringResponse> {
  const { weekly_pattern: pattern, start_date: start, end_date: end } = body;
  const invalid = dateRangeViolation(start, end) ?? patternViolation(pattern) ?? purposeViolation(body.purpose, 'create');
  if (invalid) throw badRequest(invalid);
  const roomId = body.rooms[0];
  if (!(await roomExists(ctx.db, roomId))) throw notFound(RECURRING_MESSAGES.roomNotFound);
  const owner = await bookerOf(ctx.db, ctx.actor, body.booker_id);
  // A deactivated room keeps no draft either (bookSeries checks again under the room lock).
  await assertRoomTakesBooking(ctx.db, roomId, owner);
  const occurrences = planOccurrences(ctx, pattern, start, end);
  const series: SeriesRequest = { roomId, purpose: body.purpose.trim(), weekly_pattern: pattern, start_date: start, end_date: end };
  const conflicts = await seriesConflicts(ctx.db, roomId, occurrences, body.override_closure);

  if (conflicts.length > 0) {
    const draft = { owner, conflicts: conflicts.length, occurrences: occurrences.length, minutes: DRAFT_MINUTES };
    const id = await storeSeriesDraft(ctx, series, draft);
    return {
      success: false,
      message: RECURRING_MESSAGES.drafted(conflicts.length, occurrences.length),
      conflicts,
      recurring_booking_id: id,
    };
  }
  const id = await bookSeries(ctx, series, {
    ownerId: owner.id,
    bookedBy: bookedBy(ctx.actor, owner.id),
    occurrences,
    overrideClosure: body.override_closure,
    audit: { action: 'recurring.create', after: { ...toAuditSeries(series, owner.id), state: 'active', bookings: occurrences.length } },
  });
  return { success: true, message: RECURRING_MESSAGES.created(occurrences.length), conflicts: [], recurring_booking_id: id };
}

/** The series as its audit rows record it. */
const toAuditSeries = (s: SeriesRequest, userId: number) => ({
  room_id: s.roomId,
  user_id: userId,
  purpose: s.purpose,
  weekly_pattern: s.weekly_pattern,
  start_date: s.start_date,
  end_date: s.end_date,
});
