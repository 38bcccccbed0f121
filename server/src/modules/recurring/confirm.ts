import type { ConfirmRecurringBody, RecurringResponse } from '../../contracts/recurring';
import { bookingIsAutoConfirmed } from '../../contracts/roles';
import { patternDates } from '../../contracts/recurring';
import { writeAudit } from '../../shared/audit';
import { badRequest, conflict, forbidden, notFound } from '../../shared/errors';
import { isIsoDate } from '../../shared/time';
import { RECURRING_MESSAGES } from './pattern';
import { CLASH_MESSAGE, conflictsOf, guardClashes, planOccurrences, plural, type RecurringContext } from './plan';
import { activateDraft, findSeries, insertSeriesBookings, type SeriesRow } from './repository';

export const CONFIRM_MESSAGES = {
  notFound: 'Recurring booking not found.',
  notCreator: 'Only the person who created this recurring booking can confirm it.',
  alreadyConfirmed: 'This recurring booking has already been confirmed.',
  expired: 'This recurring booking has expired. Please submit it again.',
} as const;

/** The skipped dates, each a real date of the series (400 otherwise). */
function skipSet(series: SeriesRow, skipDates: readonly string[]): Set<string> {
  const dates = new Set(patternDates(series.weekly_pattern, series.start_date, series.end_date).map((d) => d.date));
  for (const date of skipDates) {
    if (!isIsoDate(date)) throw badRequest(RECURRING_MESSAGES.badDate('skip_dates'));
    if (!dates.has(date)) throw badRequest(RECURRING_MESSAGES.notInSeries(date));
  }
  return new Set(skipDates);
}

/** POST /bookings/recurring/confirm: books the draft's other dates, all or nothing. */
export async function confirmSeries(ctx: RecurringContext, body: ConfirmRecurringBody): Promise<RecurringResponse> {
  const series = await findSeries(ctx.db, body.recurring_booking_id);
  if (!series) throw notFound(CONFIRM_MESSAGES.notFound);
  if (series.user_id !== ctx.user.id && !ctx.user.access.includes('super_admin')) throw forbidden(CONFIRM_MESSAGES.notCreator);
  if (series.state === 'active') throw conflict(CONFIRM_MESSAGES.alreadyConfirmed);
  if (!series.expires_at || series.expires_at.getTime() <= ctx.now.getTime()) throw conflict(CONFIRM_MESSAGES.expired);

  const skip = skipSet(series, body.skip_dates);
  const occurrences = planOccurrences(ctx, series.weekly_pattern, series.start_date, series.end_date, skip);
  const fresh = () => conflictsOf(ctx, series.room_id, occurrences);
  const conflicts = await fresh();
  if (conflicts.length > 0) throw conflict(CLASH_MESSAGE, { conflicts });

  const status = bookingIsAutoConfirmed(ctx.user.access) ? 'confirmed' : 'pending';
  await guardClashes(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        if (!(await activateDraft(trx, series.id))) throw conflict(CONFIRM_MESSAGES.alreadyConfirmed);
        await insertSeriesBookings(trx, {
          seriesId: series.id, roomId: series.room_id, userId: series.user_id, purpose: series.purpose, status, ranges: occurrences,
        });
        await writeAudit(trx, {
          actorId: ctx.user.id, action: 'recurring.confirm', entity: 'recurring_series', entityId: series.id,
          before: { state: 'draft' },
          after: { state: 'active', status, bookings: occurrences.length, skip_dates: [...skip].sort() },
        });
      }),
    fresh,
  );
  return {
    success: true,
    message: `Recurring booking confirmed! ${plural(occurrences.length, 'booking')}, ${plural(skip.size, 'date')} skipped.`,
    conflicts: [],
    recurring_booking_id: series.id,
  };
}
