import type { ConflictItem, SeriesChangeResponse, UpdateSeriesBody } from '../../contracts/recurring';
import type { BookingStatus } from '../../db/schema';
import { purposeViolation, timeRuleViolation } from '../../shared/booking-rules';
import { writeAudit } from '../../shared/audit';
import { badRequest, conflict, notFound } from '../../shared/errors';
import { parseInstant } from '../../shared/time';
import { guardClashes, type RecurringContext } from './plan';
import { toConflictItems, type Clash } from './conflicts';
import { clockChangeViolation, type Occurrence } from './expand';
import {
  deleteBookings, deleteSeriesIfEmpty, findClashes, findSeries, updateSeriesBookings, updateSeriesPurpose, upcomingSeriesBookings,
  type SeriesMove, type UpcomingBooking,
} from './repository';

export const SERIES_MESSAGES = {
  notFound: 'Recurring booking not found.',
  nothingUpcoming: 'This recurring booking has no upcoming bookings left to change.',
  badInstant: (field: string) => `${field} must be an ISO date-time with an offset, e.g. 2026-03-09T10:00:00+05:30`,
  clash: (dates: string[]) => `The new times clash with other bookings on ${dates.join(', ')}. Nothing was changed.`,
  updated: 'All recurring bookings updated successfully',
  deleted: 'All recurring bookings deleted successfully',
} as const;

const LIVE = new Set<BookingStatus>(['pending', 'confirmed']);

/** An active series and its bookings that have not ended (404 / 409 otherwise). */
async function loadUpcoming(ctx: RecurringContext, seriesId: number) {
  const series = await findSeries(ctx.db, seriesId);
  if (!series || series.state !== 'active') throw notFound(SERIES_MESSAGES.notFound);
  const upcoming = await upcomingSeriesBookings(ctx.db, seriesId, ctx.now);
  if (upcoming.length === 0) throw conflict(SERIES_MESSAGES.nothingUpcoming);
  return { series, upcoming };
}

type Move = SeriesMove & Occurrence;

/** Each upcoming booking keeps its campus date and takes the new time of day and status. */
function plannedMoves(ctx: RecurringContext, upcoming: UpcomingBooking[], body: UpdateSeriesBody): Move[] {
  const start = parseInstant(body.start_time);
  const end = parseInstant(body.end_time);
  if (!start) throw badRequest(SERIES_MESSAGES.badInstant('start_time'));
  if (!end) throw badRequest(SERIES_MESSAGES.badInstant('end_time'));
  const invalid = purposeViolation(body.purpose, 'edit') ?? timeRuleViolation({ start, end, tz: ctx.tz, now: ctx.now, allowPast: true });
  if (invalid) throw badRequest(invalid);
  const [startTime, endTime] = [ctx.clock.wall(start).time, ctx.clock.wall(end).time];
  const status: BookingStatus | undefined = body.status === 'approved' ? 'confirmed' : body.status;
  return upcoming.map((b) => {
    const { date, day } = ctx.clock.wall(b.start_time);
    const move = {
      id: b.id, status: status ?? b.status, date, day_of_week: day, start_time: startTime, end_time: endTime,
      start: ctx.clock.instant(date, startTime), end: ctx.clock.instant(date, endTime),
    };
    const moved = clockChangeViolation(move, ctx.clock);
    if (moved) throw badRequest(moved);
    return move;
  });
}

/** Clashes of the moved live bookings with other bookings and with each other (same date). */
async function moveConflicts(ctx: RecurringContext, roomId: number, seriesId: number, moves: Move[], upcoming: UpcomingBooking[]): Promise<ConflictItem[]> {
  const live = moves.filter((m) => LIVE.has(m.status));
  const clashes: Clash[] = await findClashes(ctx.db, roomId, live, seriesId);
  // Two pattern rows on one weekday would now share a time: the series clashes with itself.
  const firstOfDate = new Map<string, number>();
  live.forEach((m, index) => {
    const first = firstOfDate.get(m.date);
    if (first === undefined) return void firstOfDate.set(m.date, index);
    const other = upcoming.find((b) => b.id === live[first].id)!;
    clashes.push({ index, user_name: other.user_name, purpose: other.purpose });
  });
  return toConflictItems(live, clashes);
}

/** PUT /faculty/bookings/recurring/{id}: every upcoming booking of the series, all or nothing. */
export async function updateSeries(ctx: RecurringContext, seriesId: number, body: UpdateSeriesBody): Promise<SeriesChangeResponse> {
  const { series, upcoming } = await loadUpcoming(ctx, seriesId);
  const moves = plannedMoves(ctx, upcoming, body);
  const fresh = () => moveConflicts(ctx, series.room_id, series.id, moves, upcoming);
  const conflicts = await fresh();
  if (conflicts.length > 0) throw conflict(SERIES_MESSAGES.clash(conflicts.map((c) => c.date)), { conflicts });
  const purpose = body.purpose.trim();
  await guardClashes(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await updateSeriesBookings(trx, moves, purpose, ctx.user.id, ctx.now);
        await updateSeriesPurpose(trx, series.id, purpose);
        await writeAudit(trx, {
          actorId: ctx.user.id, action: 'recurring.update', entity: 'recurring_series', entityId: series.id,
          before: upcoming.map(({ id, start_time, end_time, status, purpose: p }) => ({ id, start_time, end_time, status, purpose: p })),
          after: moves.map(({ id, start, end, status }) => ({ id, start_time: start, end_time: end, status, purpose })),
        });
      }),
    fresh,
  );
  return { message: SERIES_MESSAGES.updated, count: moves.length };
}

/** DELETE /faculty/bookings/recurring/{id}: removes the upcoming bookings; past ones stay as history. */
export async function deleteSeries(ctx: RecurringContext, seriesId: number): Promise<SeriesChangeResponse> {
  const { series, upcoming } = await loadUpcoming(ctx, seriesId);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteBookings(trx, upcoming.map((b) => b.id));
    const seriesGone = await deleteSeriesIfEmpty(trx, series.id);
    await writeAudit(trx, {
      actorId: ctx.user.id, action: 'recurring.delete', entity: 'recurring_series', entityId: series.id,
      before: { bookings: upcoming.map(({ id, start_time, end_time, status }) => ({ id, start_time, end_time, status })) },
      after: { deleted: upcoming.length, series_removed: seriesGone },
    });
  });
  return { message: SERIES_MESSAGES.deleted, count: upcoming.length };
}
