import type { RecurringBody, RecurringResponse } from '../../contracts/recurring';
import { bookingIsAutoConfirmed } from '../../contracts/roles';
import { purposeViolation } from '../../shared/booking-rules';
import { writeAudit } from '../../shared/audit';
import { badRequest, notFound } from '../../shared/errors';
import { dateRangeViolation, patternViolation } from './pattern';
import { conflictsOf, DRAFT_MINUTES, guardClashes, planOccurrences, plural, type RecurringContext } from './plan';
import { findRoom, insertSeries, insertSeriesBookings } from './repository';

/**
 * POST /faculty/bookroom/recurring: with no clash the series and all its bookings are
 * stored at once; otherwise a draft is kept for DRAFT_MINUTES and the clashes returned.
 */
export async function createSeries(ctx: RecurringContext, body: RecurringBody): Promise<RecurringResponse> {
  const { weekly_pattern: pattern, start_date: start, end_date: end } = body;
  const invalid = dateRangeViolation(start, end) ?? patternViolation(pattern) ?? purposeViolation(body.purpose, 'create');
  if (invalid) throw badRequest(invalid);
  const room = await findRoom(ctx.db, body.rooms[0]);
  if (!room) throw notFound('Room not found.');
  const occurrences = planOccurrences(ctx, pattern, start, end);
  const series = {
    room_id: room.id, user_id: ctx.user.id, purpose: body.purpose.trim(), weekly_pattern: pattern, start_date: start, end_date: end,
  };
  const conflicts = await conflictsOf(ctx, room.id, occurrences);

  if (conflicts.length > 0) {
    const expires = new Date(ctx.now.getTime() + DRAFT_MINUTES * 60_000);
    const id = await ctx.db.transaction().execute(async (trx) => {
      const seriesId = await insertSeries(trx, { ...series, state: 'draft', expires_at: expires });
      await writeAudit(trx, {
        actorId: ctx.user.id, action: 'recurring.draft', entity: 'recurring_series', entityId: seriesId,
        after: { ...series, state: 'draft', conflicts: conflicts.length, occurrences: occurrences.length },
      });
      return seriesId;
    });
    return {
      success: false,
      message: `${conflicts.length} of ${plural(occurrences.length, 'date')} ${conflicts.length === 1 ? 'clashes' : 'clash'} with existing bookings. Confirm to book the other dates, or cancel.`,
      conflicts,
      recurring_booking_id: id,
    };
  }

  const status = bookingIsAutoConfirmed(ctx.user.access) ? 'confirmed' : 'pending';
  const id = await guardClashes(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const seriesId = await insertSeries(trx, { ...series, state: 'active', expires_at: null });
        await insertSeriesBookings(trx, { seriesId, roomId: room.id, userId: ctx.user.id, purpose: series.purpose, status, ranges: occurrences });
        await writeAudit(trx, {
          actorId: ctx.user.id, action: 'recurring.create', entity: 'recurring_series', entityId: seriesId,
          after: { ...series, state: 'active', status, bookings: occurrences.length },
        });
        return seriesId;
      }),
    () => conflictsOf(ctx, room.id, occurrences),
  );
  return {
    success: true,
    message: `Recurring booking created successfully! ${plural(occurrences.length, 'booking')}.`,
    conflicts: [],
    recurring_booking_id: id,
  };
}
