import type { ConflictItem } from '../../contracts/recurring';
import { RECURRING_MESSAGES } from '../../contracts/booking-messages';
import { bookingIsAutoConfirmed } from '../../contracts/roles';
import type { BookingStatus, WeeklyPatternRow } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { conflict } from '../../shared/errors';
import { findClashes, seriesClashError, toConflictItems, type Occurrence } from './clash';
import { closedConflicts, closuresOver, overrideAudit } from './closures';
import type { BookingContext } from './context';
import { recordBookingChange, type SeriesInfo } from './events';
import { enforceBookingPolicy } from './policy';
import { findBookingRecords, type Db } from './records';
import { writeRoom } from './room-lock';
import { assertRoomTakesBooking } from './room-state';
import { activateDraft, insertBookings, insertSeries } from './writes';

/** A weekly series as its creator asked for it, with the dates it expands to. */
export interface SeriesRequest {
  roomId: number;
  purpose: string;
  weekly_pattern: WeeklyPatternRow[];
  start_date: string;
  end_date: string;
}

/**
 * The conflict items of occurrences against the room's live bookings and its closures (each
 * listed as "Room closed: <reason>"), unless an administrator books over the closures.
 */
export async function seriesConflicts(db: Db, roomId: number, occurrences: readonly Occurrence[], overrideClosure = false) {
  const clashes = await findClashes(db, roomId, occurrences);
  const closed = overrideClosure ? [] : closedConflicts(await closuresOver(db, roomId, occurrences));
  return toConflictItems(occurrences, [...clashes, ...closed]);
}

/** Keeps a series whose dates clash as a draft for `minutes`; it holds no bookings and no time. */
export async function storeSeriesDraft(
  ctx: BookingContext,
  series: SeriesRequest,
  conflicts: number,
  occurrences: number,
  minutes: number,
) {
  const { db, now, actor } = ctx;
  const expires = new Date(now.getTime() + minutes * 60_000);
  const values = {
    room_id: series.roomId,
    user_id: actor.id,
    purpose: series.purpose,
    weekly_pattern: series.weekly_pattern,
    start_date: series.start_date,
    end_date: series.end_date,
  };
  return db.transaction().execute(async (trx) => {
    const id = await insertSeries(trx, { ...values, state: 'draft', expires_at: expires });
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'recurring.draft',
      entity: 'recurring_series',
      entityId: id,
      after: { ...values, state: 'draft', conflicts, occurrences },
    });
    const owner = { id: actor.id, name: actor.name, email: actor.email };
    await recordBookingChange(trx, ctx, {
      kind: 'series.drafted',
      after: [],
      owner,
      series: { id, ...seriesInfo(series) },
      audience: 'none',
    });
    return id;
  });
}

const seriesInfo = (s: SeriesRequest): Omit<SeriesInfo, 'id'> => ({
  purpose: s.purpose,
  weekly_pattern: s.weekly_pattern,
  start_date: s.start_date,
  end_date: s.end_date,
});

interface BookSeriesOptions {
  /** An existing draft to activate; otherwise a new active series is stored. */
  draftId?: number;
  ownerId: number;
  occurrences: readonly Occurrence[];
  /** An administrator books the dates inside closures too (audited). */
  overrideClosure?: boolean;
  /** Written into the audit row. */
  audit: { action: string; before?: unknown; after: Record<string, unknown> };
}

/**
 * Books every occurrence of a series at once under the room lock, or nothing: a date that
 * clashes (checked under the lock, so no racing writer slips in) answers 409 with the
 * conflicts as they are now. Bookings belong to the series' owner even when a super_admin
 * confirms; an administrator owner's are confirmed at once.
 */
export async function bookSeries(ctx: BookingContext, series: SeriesRequest, options: BookSeriesOptions): Promise<number> {
  const { db, actor } = ctx;
  const { occurrences, ownerId } = options;
  const fresh = async () => seriesClashError(await seriesConflicts(db, series.roomId, occurrences, options.overrideClosure));
  return writeRoom(
    db,
    series.roomId,
    async (trx) => {
      let seriesId = options.draftId;
      if (seriesId !== undefined && !(await activateDraft(trx, seriesId))) throw conflict(RECURRING_MESSAGES.alreadyConfirmed);
      const conflicts: ConflictItem[] = await seriesConflicts(trx, series.roomId, occurrences, options.overrideClosure);
      if (conflicts.length) throw seriesClashError(conflicts);
      const overridden = options.overrideClosure ? await closuresOver(trx, series.roomId, occurrences) : [];
      seriesId ??= await insertSeries(trx, {
        room_id: series.roomId,
        user_id: ownerId,
        ...seriesInfo(series),
        state: 'active',
        expires_at: null,
      });
      const owner = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'access'])
        .where('id', '=', ownerId)
        .executeTakeFirstOrThrow();
      await assertRoomTakesBooking(trx, series.roomId, owner);
      const status: BookingStatus = bookingIsAutoConfirmed(owner.access) ? 'confirmed' : 'pending';
      const pendingAdded = status === 'pending' ? occurrences.length : 0;
      await enforceBookingPolicy(trx, { owner, ranges: occurrences, pendingAdded, tz: ctx.tz, now: ctx.now });
      const rows = occurrences.map(({ start, end }) => ({
        room_id: series.roomId,
        user_id: ownerId,
        purpose: series.purpose,
        start_time: start,
        end_time: end,
        status,
        recurring_booking_id: seriesId,
      }));
      const ids = await insertBookings(trx, rows);
      const { action, before, after } = options.audit;
      await writeAudit(trx, {
        actorId: actor.id,
        action,
        entity: 'recurring_series',
        entityId: seriesId,
        before,
        after: { ...after, status },
      });
      await overrideAudit(trx, actor.id, { entity: 'recurring_series', id: seriesId }, overridden);
      await recordBookingChange(trx, ctx, {
        kind: 'series.booked',
        after: await findBookingRecords(trx, ids),
        owner: { id: owner.id, name: owner.name, email: owner.email },
        series: { id: seriesId, ...seriesInfo(series) },
      });
      return seriesId;
    },
    fresh,
  );
}
