import { sql, type Transaction } from 'kysely';
import type { BulkAction, BulkSkipReason } from '../../contracts/bulk-actions';
import type { BookingStatus, DB } from '../../db/schema';
import { writeAudits } from '../../shared/audit';
import { conflict } from '../../shared/errors';
import { BOOKING_ANSWERS } from '../../contracts/booking-messages';
import { toStoredStatus } from '../../contracts/booking-rules';
import { recordEvents } from '../events';
import type { BookingContext } from './context';
import { bookingEventDraft, ownerOf } from './events';
import type { Range } from './clash';
import { toAuditSnapshot } from './projections';
import { heldTime, offerFreedTime, roomsWithWaiting } from './waitlist-offer';
import { findBookingRecords, type BookingRecord, type Db } from './records';
import { writeRooms } from './room-lock';
import { setStatusAsAdministrator } from './writes';

export interface BulkRequest {
  ids: readonly number[];
  action: BulkAction;
  reason: string | null;
  dryRun: boolean;
}

export interface BulkResult {
  /** Bookings changed (a dry run: that would be), in id order. */
  changed: number[];
  skipped: { id: number; reason: BulkSkipReason }[];
}

type Candidate = Pick<BookingRecord, 'id' | 'status' | 'start_time' | 'user_id'>;

const TARGET: Record<BulkAction, BookingStatus> = {
  cancel: 'cancelled',
  approve: toStoredStatus('approved'),
  reject: toStoredStatus('rejected'),
};

/**
 * Why a bulk action leaves this booking as it is, or null when it applies
 * (docs/decisions/0052-bulk-actions.md): nothing is changed once it has started; a cancel takes pending and
 * confirmed bookings (a rejected request stays rejected, as for one booking); a decision
 * takes only pending requests, and never the actor's own.
 */
export function skipReason(row: Candidate, action: BulkAction, actorId: number, now: Date): BulkSkipReason | null {
  if (row.status === 'cancelled') return 'already_cancelled';
  if (action === 'cancel' && row.status === 'rejected') return 'rejected';
  if (action !== 'cancel' && row.status !== 'pending') return 'not_pending';
  if (row.start_time.getTime() <= now.getTime()) return 'past';
  if (action !== 'cancel' && row.user_id === actorId) return 'own_request';
  return null;
}

/** Sorts a selection into what the action changes and what it skips (and why). */
function classify(rows: readonly Candidate[], ids: readonly number[], action: BulkAction, ctx: BookingContext): BulkResult {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result: BulkResult = { changed: [], skipped: [] };
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const row = byId.get(id);
    const reason = row ? skipReason(row, action, ctx.actor.id, ctx.now) : 'not_found';
    if (reason) result.skipped.push({ id, reason });
    else result.changed.push(id);
  }
  return result;
}

const candidates = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('bookings')
    .select(['id', 'status', 'start_time', 'user_id', 'room_id'])
    .where('id', '=', sql<number>`any(${ids}::int[])`);

/** Applies the action to the eligible bookings (ids locked and re-checked by the caller). */
async function apply(trx: Transaction<DB>, ctx: BookingContext, ids: readonly number[], req: BulkRequest) {
  const { actor, now } = ctx;
  const before = await findBookingRecords(trx, ids);
  await setStatusAsAdministrator(trx, ids, { status: TARGET[req.action], actorId: actor.id, reason: req.reason }, now);
  const after = await findBookingRecords(trx, ids);
  const was = new Map(before.map((r) => [r.id, r]));
  await writeAudits(
    trx,
    after.map((row) => ({
      actorId: actor.id,
      action: `booking.bulk_${req.action}`,
      entity: 'booking',
      entityId: row.id,
      before: toAuditSnapshot(was.get(row.id)!),
      after: { ...toAuditSnapshot(row), decided_by: actor.id, decided_at: now, reason: req.reason },
    })),
  );
  const kind = req.action === 'cancel' ? 'booking.cancelled' : req.action === 'approve' ? 'booking.approved' : 'booking.rejected';
  const drafts = after.map((row) =>
    bookingEventDraft(ctx, { kind, after: [row], before: new Map([[row.id, was.get(row.id)!]]), owner: ownerOf(row), reason: req.reason }),
  );
  await recordEvents(trx, drafts, now);
  // Cancelled and declined bookings let their time go: the waitlist may take it, in the rooms where someone waits.
  if (req.action !== 'approve') {
    const freed = new Map<number, Range[]>();
    for (const row of before) freed.set(row.room_id, [...(freed.get(row.room_id) ?? []), ...heldTime(row)]);
    const waiting = await roomsWithWaiting(trx, [...freed.keys()], now);
    for (const [roomId, ranges] of freed) if (ranges.length && waiting.has(roomId)) await offerFreedTime(trx, ctx, roomId, ranges);
  }
}

/**
 * A bulk cancel, approve or decline (issue 19) in ONE transaction: the rooms of the
 * selection are locked in ascending order (writeRooms), the bookings' rows then, and each is
 * checked again under the locks, so a single decision racing the bulk one either comes
 * first (and the bulk skips that booking as no longer pending) or waits and finds it
 * decided. Every changed booking gets its audit row and its event (and so its notification).
 * A dry run answers the same sorting without locks or writes.
 */
export async function bulkChangeBookings(ctx: BookingContext, req: BulkRequest): Promise<BulkResult> {
  const rows = await candidates(ctx.db, req.ids).execute();
  if (req.dryRun) return classify(rows, req.ids, req.action, ctx);
  return writeRooms(
    ctx.db,
    rows.map((r) => r.room_id),
    async (trx) => {
      const locked = await candidates(trx, req.ids).orderBy('id').forUpdate().execute();
      const result = classify(locked, req.ids, req.action, ctx);
      if (result.changed.length) await apply(trx, ctx, result.changed, req);
      return result;
    },
    async () => conflict(BOOKING_ANSWERS.clashFallback),
  );
}
