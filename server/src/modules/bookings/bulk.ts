import { sql, type Transaction } from 'kysely';
import type { BulkAction, BulkSkipReason } from '../../contracts/bulk-actions';
import type { BookingStatus, DB } from '../../db/schema';
import { writeAudits } from '../../shared/audit';
import { conflict } from '../../shared/errors';
import { BOOKING_ANSWERS } from '../../contracts/booking-messages';
import { toStoredStatus } from '../../contracts/booking-rules';
import { recordEvents } from '../events';
import type { BookingContext } from './context';
import { judgeApprovals } from './approval';
import type { ClosureHit } from './closed';
import { assertMayOverride, overrideAudit } from './closures';
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
  /** An administrator approves over closures (each override audited, as for one approval). */
  overrideClosure?: boolean;
}

/** A booking left as it is: why (a key of BULK_SKIP_REASONS), and the single action's words when they say more. */
export interface BulkSkip {
  id: number;
  reason: BulkSkipReason;
  message?: string;
}

export interface BulkResult {
  /** Bookings changed (a dry run: that would be), in id order. */
  changed: number[];
  skipped: BulkSkip[];
}

type Candidate = Pick<BookingRecord, 'id' | 'status' | 'start_time' | 'end_time' | 'user_id' | 'room_id'>;

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

/**
 * Sorts a selection into what the action changes and what it skips (and why). An approval
 * also runs the one approval decision (approval.ts) over the requests still eligible, so a
 * booking single approval refuses is skipped here with that refusal's words.
 */
async function classify(db: Db, rows: readonly Candidate[], ctx: BookingContext, req: BulkRequest) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const skipped: BulkSkip[] = [];
  const eligible: Candidate[] = [];
  for (const id of [...new Set(req.ids)].sort((a, b) => a - b)) {
    const row = byId.get(id);
    const reason = row ? skipReason(row, req.action, ctx.actor.id, ctx.now) : 'not_found';
    if (reason) skipped.push({ id, reason });
    else eligible.push(row!);
  }
  const verdict = req.action === 'approve' ? await judgeApprovals(db, ctx, eligible, req.overrideClosure) : undefined;
  const changed: number[] = [];
  for (const { id } of eligible) {
    const refusal = verdict?.refused.get(id);
    if (refusal) skipped.push({ id, reason: refusal.reason, message: refusal.error.message });
    else changed.push(id);
  }
  skipped.sort((a, b) => a.id - b.id);
  return { result: { changed, skipped } satisfies BulkResult, overridden: verdict?.overridden ?? new Map<number, ClosureHit[]>() };
}

const candidates = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('bookings')
    .select(['id', 'status', 'start_time', 'end_time', 'user_id', 'room_id'])
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
  assertMayOverride(ctx.actor, req.overrideClosure);
  const rows = await candidates(ctx.db, req.ids).execute();
  if (req.dryRun) return (await classify(ctx.db, rows, ctx, req)).result;
  return writeRooms(
    ctx.db,
    rows.map((r) => r.room_id),
    async (trx) => {
      const locked = await candidates(trx, req.ids).orderBy('id').forUpdate().execute();
      const { result, overridden } = await classify(trx, locked, ctx, req);
      if (result.changed.length) await apply(trx, ctx, result.changed, req);
      for (const [id, hits] of overridden) await overrideAudit(trx, ctx.actor.id, { entity: 'booking', id }, hits);
      return result;
    },
    async () => conflict(BOOKING_ANSWERS.clashFallback),
  );
}
