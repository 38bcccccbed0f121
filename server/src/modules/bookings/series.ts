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

/**
 * Keeps a series whose dates clash as a draft for `minutes`; it holds no bookings and no time.
 * `owner` is whose series it is (bookerOf): an administrator booking for someone is kept as
 * its `booked_by`, who may confirm it (issue 35).
 */
export async function storeSeriesDraft(
  ctx: BookingContext,
  series: SeriesRequest,
  draft: { owner: Person; conflicts: number; occurrences: number; minutes: number },
) {
  const { db, now, actor } = ctx;
  const { owner, conflicts, occurrences } = draft;
  const expires = new Date(now.getTime() + draft.minutes * 60_000);
  const values = {
    room_id: series.roomId,
    user_id: owner.id,
    purpose: series.purpose,
    weekly_pattern: series.weekly_pattern,
    start_date: series.start_date,
    end_date: series.end_date,
  };
  return db.transaction().execute(async (trx) => {
    const id = await insertSeries(trx, { ...values, state: 'draft', expires_at: expires, booked_by: bookedBy(actor, owner.id) });
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'recurring.draft',
      entity: 'recurring_series',
      entityId: id,
      after: { ...values, state: 'draft', conflicts, occurrences },
    });
    await recordBookingChange(trx, ctx, {
      kind: 'series.drafted',
      after: [],
      owner: { id: owner.id, name: owner.name, email: owner.email },
      series: { id, ...seriesInfo(series) },
      audience: 'none',
    });
    return id;
  });
}

type Person = { id: number; name: string; email: string };

/** The administrator booking for someone else (issue 35), or null for one's own series. */
export const bookedBy = (actor: { id: number }, ownerId: number): number | null => (ownerId === actor.id ? null : actor.id);

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
  /** Issue 35: the administrator who booked it for the owner (null or absent: the owner did). */
  bookedBy?: number | null;
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
 * confirms; an administrator owner's are confirmed at once. Booked for the owner by an
 * administrator (issue 35), it is as createBooking does with booker_id: the room's access
 * types are the owner's, and the administrator's role makes it confirmed and free of the
 * owner's policy.
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
      const bookedBy = options.bookedBy ?? null;
      seriesId ??= await insertSeries(trx, {
        room_id: series.roomId,
        user_id: ownerId,
        ...seriesInfo(series),
        state: 'active',
        expires_at: null,
        booked_by: bookedBy,
      });
      const people = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'access'])
        .where('id', 'in', bookedBy === null ? [ownerId] : [ownerId, bookedBy])
        .execute();
      const owner = people.find((p) => p.id === ownerId)!;
      // Whose role decides the status and the policy: the administrator who booked it for the owner, else the owner.
      const decider = people.find((p) => p.id === bookedBy) ?? owner;
      await assertRoomTakesBooking(trx, series.roomId, owner);
      const status: BookingStatus = bookingIsAutoConfirmed(decider.access) ? 'confirmed' : 'pending';
      const pendingAdded = status === 'pending' ? occurrences.length : 0;
      await enforceBookingPolicy(trx, { owner: decider, ranges: occurrences, pendingAdded, tz: ctx.tz, now: ctx.now });
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
