import { RECURRING_MESSAGES } from '../../contracts/booking-messages';
import { purposeViolation, timeRuleViolation, toStoredStatus } from '../../contracts/booking-rules';
import type { SeriesChangeResponse, UpdateSeriesBody } from '../../contracts/recurring';
import { badRequest } from '../../shared/errors';
import { parseInstant } from '../../shared/time';
import { moveSeries, removeSeries, type BookingRecord, type SeriesBookingMove } from '../bookings';
import { clockChangeViolation } from './expand';
import type { RecurringContext } from './plan';

/** The new time of day and status of a series edit, checked against the booking rules (400 otherwise). */
function readEdit(ctx: RecurringContext, body: UpdateSeriesBody) {
  const start = parseInstant(body.start_time);
  const end = parseInstant(body.end_time);
  if (!start) throw badRequest(RECURRING_MESSAGES.badInstant('start_time'));
  if (!end) throw badRequest(RECURRING_MESSAGES.badInstant('end_time'));
  const invalid = purposeViolation(body.purpose, 'edit') ?? timeRuleViolation({ start, end, tz: ctx.tz, now: ctx.now, allowPast: true });
  if (invalid) throw badRequest(invalid);
  return { startTime: ctx.clock.wall(start).time, endTime: ctx.clock.wall(end).time, status: body.status && toStoredStatus(body.status) };
}

/** PUT /faculty/bookings/recurring/{id}: each upcoming booking keeps its campus date and takes the new time of day and status. */
export async function updateSeries(ctx: RecurringContext, seriesId: number, body: UpdateSeriesBody): Promise<SeriesChangeResponse> {
  const { startTime, endTime, status } = readEdit(ctx, body);
  const plan = (upcoming: readonly BookingRecord[]): SeriesBookingMove[] =>
    upcoming.map((b) => {
      const { date, day } = ctx.clock.wall(b.start_time);
      const move = {
        id: b.id,
        status: status ?? b.status,
        date,
        day_of_week: day,
        start_time: startTime,
        end_time: endTime,
        start: ctx.clock.instant(date, startTime),
        end: ctx.clock.instant(date, endTime),
      };
      const moved = clockChangeViolation(move, ctx.clock);
      if (moved) throw badRequest(moved);
      return move;
    });
  return moveSeries(ctx, seriesId, body.purpose.trim(), plan);
}

/** DELETE /faculty/bookings/recurring/{id}: removes the upcoming bookings; past ones stay as history. */
export const deleteSeries = (ctx: RecurringContext, seriesId: number): Promise<SeriesChangeResponse> => removeSeries(ctx, seriesId);
