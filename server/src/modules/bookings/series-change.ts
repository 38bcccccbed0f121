import type { Transaction } from 'kysely';
import type { ConflictItem, SeriesChangeResponse } from '../../contracts/recurring';
import type { DB } from '../../db/schema';
import { RECURRING_MESSAGES } from '../../contracts/booking-messages';
import { isApproval, isLiveStatus } from '../../contracts/booking-rules';
import { writeAudit } from '../../shared/audit';
import { conflict, notFound } from '../../shared/errors';
import { findClashes, seriesClashError, toConflictItems, type Clash, type Occurrence } from './clash';
import { judgeApprovals } from './approval';
import { closedConflicts, closuresOver } from './closures';
import type { BookingContext } from './context';
import { ownerOf, recordBookingChange } from './events';
import { findBookingRecords, findSeries, upcomingSeriesBookings, type BookingRecord, type Db, type SeriesRow } from './records';
import { writeRoom } from './room-lock';
import { assertRoomTakesBooking } from './room-state';
import { heldTime, offerFreedTime } from './waitlist-offer';
import { deleteBookings, deleteSeriesIfEmpty, updateSeriesBookings, updateSeriesPurpose, type SeriesMove } from './writes';

/** One upcoming booking of a series moved to its new time (on its own date) and status. */
export type SeriesBookingMove = SeriesMove & Occurrence;

async function activeSeries(db: Db, seriesId: number): Promise<SeriesRow> {
  const series = await findSeries(db, seriesId);
  if (!series || series.state !== 'active') throw notFound(RECURRING_MESSAGES.notFound);
  return series;
}

const seriesInfo = (s: SeriesRow) => ({
  id: s.id,
  purpose: s.purpose,
  weekly_pattern: s.weekly_pattern,
  start_date: s.start_date,
  end_date: s.end_date,
});

/**
 * Runs a change of a series' bookings that have not ended, under the room lock, with
 * those bookings locked (404 for no active series, 409 when none is upcoming).
 */
async function changeUpcoming<T>(
  ctx: BookingContext,
  seriesId: number,
  change: (trx: Transaction<DB>, series: SeriesRow, upcoming: BookingRecord[]) => Promise<T>,
  onOverlap: () => Promise<ConflictItem[]>,
) {
  const series = await activeSeries(ctx.db, seriesId);
  return writeRoom(
    ctx.db,
    series.room_id,
    async (trx) => {
      const upcoming = await upcomingSeriesBookings(trx, series.id, ctx.now, true);
      if (upcoming.length === 0) throw conflict(RECURRING_MESSAGES.nothingUpcoming);
      return change(trx, series, upcoming);
    },
    async () => seriesClashError(await onOverlap()),
  );
}

/** Clashes of the moved live bookings with other bookings, closures, and each other (two on one date). */
async function moveConflicts(
  db: Db,
  roomId: number,
  moves: readonly SeriesBookingMove[],
  upcoming: readonly BookingRecord[],
): Promise<ConflictItem[]> {
  const live = moves.filter((m) => isLiveStatus(m.status));
  const clashes: Pick<Clash, 'index' | 'user_name' | 'purpose'>[] = await findClashes(db, roomId, live, {
    excludeIds: upcoming.map((b) => b.id),
  });
  // A date that moves (or comes back to life) must not go into a closure; one left in place may stay.
  const was = new Map(upcoming.map((b) => [b.id, b]));
  const entering = live.flatMap((m, index) => {
    const b = was.get(m.id)!;
    const moved = b.start_time.getTime() !== m.start.getTime() || b.end_time.getTime() !== m.end.getTime();
    return moved || !isLiveStatus(b.status) ? [{ index, start: m.start, end: m.end }] : [];
  });
  const closed = closedConflicts(await closuresOver(db, roomId, entering));
  clashes.push(...closed.map((c) => ({ ...c, index: entering[c.index].index })));
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

/** A live move to another time, or back to life: a new claim a deactivated room refuses. */
function claimsNewTime(move: SeriesBookingMove, upcoming: readonly BookingRecord[]): boolean {
  const before = upcoming.find((b) => b.id === move.id)!;
  if (!isLiveStatus(move.status)) return false;
  return (
    !isLiveStatus(before.status) || before.start_time.getTime() !== move.start.getTime() || before.end_time.getTime() !== move.end.getTime()
  );
}

/** Moves that confirm a request (pending or declined before) are approvals: the one approval decision judges them. */
async function assertMayApproveMoves(db: Db, ctx: BookingContext, moves: readonly SeriesBookingMove[], upcoming: readonly BookingRecord[]) {
  const was = new Map(upcoming.map((b) => [b.id, b]));
  const approving = moves.flatMap((m) => {
    const b = was.get(m.id)!;
    return isApproval(b.status, m.status) ? [{ ...b, start_time: m.start, end_time: m.end }] : [];
  });
  const { refused } = await judgeApprovals(db, ctx, approving);
  const [first] = refused.values();
  if (first) throw first.error;
}

/**
 * PUT /faculty/bookings/recurring/{id}: every upcoming booking takes the new time of day
 * on its own date (`plan` says where each goes), the new purpose and status; all or nothing.
 */
export async function moveSeries(
  ctx: BookingContext,
  seriesId: number,
  purpose: string,
  plan: (upcoming: readonly BookingRecord[]) => SeriesBookingMove[],
): Promise<SeriesChangeResponse> {
  const { now, actor } = ctx;
  let planned: { moves: SeriesBookingMove[]; upcoming: BookingRecord[]; roomId: number } | undefined;
  const count = await changeUpcoming(
    ctx,
    seriesId,
    async (trx, series, upcoming) => {
      const moves = plan(upcoming);
      planned = { moves, upcoming, roomId: series.room_id };
      if (moves.some((m) => claimsNewTime(m, upcoming))) await assertRoomTakesBooking(trx, series.room_id, null);
      await assertMayApproveMoves(trx, ctx, moves, upcoming);
      const conflicts = await moveConflicts(trx, series.room_id, moves, upcoming);
      if (conflicts.length > 0) throw seriesClashError(conflicts, RECURRING_MESSAGES.moveClash(conflicts.map((c) => c.date)));
      await updateSeriesBookings(trx, moves, purpose, actor.id, now);
      await updateSeriesPurpose(trx, series.id, purpose);
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'recurring.update',
        entity: 'recurring_series',
        entityId: series.id,
        before: upcoming.map(({ id, start_time, end_time, status, purpose: p }) => ({ id, start_time, end_time, status, purpose: p })),
        after: moves.map(({ id, start, end, status }) => ({ id, start_time: start, end_time: end, status, purpose })),
      });
      await recordBookingChange(trx, ctx, {
        kind: 'series.changed',
        after: await findBookingRecords(
          trx,
          moves.map((m) => m.id),
        ),
        before: new Map(upcoming.map((b) => [b.id, b])),
        owner: ownerOf(upcoming[0]),
        series: { ...seriesInfo(series), purpose },
      });
      // Times the series moved away from, or let go, are offered to the waitlist (issue 32);
      // a time it still holds fails the grant's clash check.
      await offerFreedTime(trx, ctx, series.room_id, upcoming.flatMap(heldTime));
      return moves.length;
    },
    async () => (planned ? moveConflicts(ctx.db, planned.roomId, planned.moves, planned.upcoming) : []),
  );
  return { message: RECURRING_MESSAGES.updated, count };
}

/** DELETE /faculty/bookings/recurring/{id}: removes the upcoming bookings; past ones stay as history. */
export async function removeSeries(ctx: BookingContext, seriesId: number): Promise<SeriesChangeResponse> {
  const { actor } = ctx;
  const count = await changeUpcoming(
    ctx,
    seriesId,
    async (trx, series, upcoming) => {
      await deleteBookings(
        trx,
        upcoming.map((b) => b.id),
      );
      const seriesGone = await deleteSeriesIfEmpty(trx, series.id);
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'recurring.delete',
        entity: 'recurring_series',
        entityId: series.id,
        before: { bookings: upcoming.map(({ id, start_time, end_time, status }) => ({ id, start_time, end_time, status })) },
        after: { deleted: upcoming.length, series_removed: seriesGone },
      });
      // The rows are gone; the event keeps their last state as cancelled, one revision on.
      await recordBookingChange(trx, ctx, {
        kind: 'series.deleted',
        after: upcoming.map((b) => ({ ...b, status: 'cancelled' as const, revision: b.revision + 1 })),
        before: new Map(upcoming.map((b) => [b.id, b])),
        owner: ownerOf(upcoming[0]),
        series: seriesInfo(series),
      });
      // The deleted bookings' time is free again: the waitlist may take it (issue 32).
      await offerFreedTime(trx, ctx, series.room_id, upcoming.flatMap(heldTime));
      return upcoming.length;
    },
    async () => [],
  );
  return { message: RECURRING_MESSAGES.deleted, count };
}
