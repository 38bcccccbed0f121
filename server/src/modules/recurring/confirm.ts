import { RECURRING_MESSAGES } from '../../contracts/booking-messages';
import { patternDates, type ConfirmRecurringBody, type RecurringResponse } from '../../contracts/recurring';
import { badRequest, conflict, forbidden, notFound } from '../../shared/errors';
import { isIsoDate } from '../../shared/time';
import { bookerOf, bookSeries, findSeries, type SeriesRow } from '../bookings';
import { planOccurrences, type RecurringContext } from './plan';

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
  if (!series) throw notFound(RECURRING_MESSAGES.notFound);
  // Its creator: the administrator who drafted it for its owner (issue 35), else the owner.
  const creator = series.booked_by ?? series.user_id;
  if (creator !== ctx.actor.id && !ctx.actor.access.includes('super_admin')) throw forbidden(RECURRING_MESSAGES.notCreator);
  if (series.state === 'active') throw conflict(RECURRING_MESSAGES.alreadyConfirmed);
  if (!series.expires_at || series.expires_at.getTime() <= ctx.now.getTime()) throw conflict(RECURRING_MESSAGES.expired);

  // Drafted for someone (issue 35): they must still be someone one may book for.
  if (series.booked_by !== null) await bookerOf(ctx.db, ctx.actor, series.user_id);
  const skip = skipSet(series, body.skip_dates);
  const occurrences = planOccurrences(ctx, series.weekly_pattern, series.start_date, series.end_date, skip);
  const { room_id: roomId, purpose, weekly_pattern, start_date, end_date } = series;
  await bookSeries(
    ctx,
    { roomId, purpose, weekly_pattern, start_date, end_date },
    {
      draftId: series.id,
      ownerId: series.user_id,
      bookedBy: series.booked_by,
      occurrences,
      overrideClosure: body.override_closure,
      audit: {
        action: 'recurring.confirm',
        before: { state: 'draft' },
        after: { state: 'active', user_id: series.user_id, bookings: occurrences.length, skip_dates: [...skip].sort() },
      },
    },
  );
  return {
    success: true,
    message: RECURRING_MESSAGES.confirmed(occurrences.length, skip.size),
    conflicts: [],
    recurring_booking_id: series.id,
  };
}
