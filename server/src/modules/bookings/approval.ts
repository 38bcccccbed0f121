import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import type { BulkSkipReason } from '../../contracts/bulk-actions';
import { can } from '../../contracts/roles';
import { ROOM_STATE_MESSAGES } from '../../contracts/room-access';
import { conflict, forbidden, type HttpError } from '../../shared/errors';
import type { ClosureHit } from './closed';
import { closureError, closuresOver } from './closures';
import type { BookingContext } from './context';
import type { BookingRecord, Db } from './records';

/** A pending request someone asks to approve. */
export type ApprovalCandidate = Pick<BookingRecord, 'id' | 'user_id' | 'room_id' | 'start_time' | 'end_time'>;

/** Why a request is not approved: the bulk answer's reason key, and the single answer's error. */
export interface ApprovalRefusal {
  reason: BulkSkipReason;
  error: HttpError;
}

export interface ApprovalVerdict {
  /** The requests this actor may not approve now, by id. */
  refused: Map<number, ApprovalRefusal>;
  /** The closures an administrator's override approves over, by id (for overrideAudit). */
  overridden: Map<number, ClosureHit[]>;
}

/**
 * THE decision whether an actor may approve pending room requests (issue 36), run by every
 * approval path — the dean's single decision, the bulk approve, an administrator's edit from
 * pending to confirmed and a series edit — inside the room transaction, after the room lock:
 * the approver capability, never one's own request, a room that takes bookings (not
 * deactivated), and no closure over the time unless an administrator overrides it. The
 * booking policy counts a pending request as it counts a confirmed one, so approving adds
 * nothing it limits (docs/decisions/0140-one-approval-decision.md). The request's status is
 * the caller's to check (each answers it its own way).
 */
export async function judgeApprovals(
  db: Db,
  ctx: BookingContext,
  requests: readonly ApprovalCandidate[],
  overrideClosure?: boolean,
): Promise<ApprovalVerdict> {
  const verdict: ApprovalVerdict = { refused: new Map(), overridden: new Map() };
  const { actor } = ctx;
  const refuse = (id: number, reason: BulkSkipReason, error: HttpError) => verdict.refused.set(id, { reason, error });
  if (!can(actor.access, 'approveRooms')) {
    for (const r of requests) refuse(r.id, 'not_approver', forbidden(DECISION_MESSAGES.notApprover));
    return verdict;
  }
  for (const r of requests) if (r.user_id === actor.id) refuse(r.id, 'own_request', forbidden(DECISION_MESSAGES.ownRequest));
  const open = requests.filter((r) => !verdict.refused.has(r.id));
  const roomIds = [...new Set(open.map((r) => r.room_id))];
  const rooms = roomIds.length
    ? await db.selectFrom('rooms').select(['id', 'room_name', 'deactivated_at']).where('id', 'in', roomIds).execute()
    : [];
  const deactivated = new Map(rooms.filter((r) => r.deactivated_at).map((r) => [r.id, r.room_name]));
  for (const roomId of roomIds.sort((a, b) => a - b)) {
    const inRoom = open.filter((r) => r.room_id === roomId);
    const name = deactivated.get(roomId);
    if (name !== undefined) {
      for (const r of inRoom) refuse(r.id, 'room_deactivated', conflict(ROOM_STATE_MESSAGES.deactivated(name)));
      continue;
    }
    const hits = await closuresOver(
      db,
      roomId,
      inRoom.map((r) => ({ start: r.start_time, end: r.end_time })),
    );
    for (const hit of hits) {
      const id = inRoom[hit.index].id;
      if (overrideClosure && can(actor.access, 'manageBookings')) verdict.overridden.set(id, [...(verdict.overridden.get(id) ?? []), hit]);
      else if (!verdict.refused.has(id)) refuse(id, 'room_closed', closureError(hit, ctx.tz));
    }
  }
  return verdict;
}

/** Throws the refusal of the one request judged, if any; else the closures overridden (for the audit). */
export async function assertMayApprove(db: Db, ctx: BookingContext, request: ApprovalCandidate, overrideClosure?: boolean) {
  const verdict = await judgeApprovals(db, ctx, [request], overrideClosure);
  const refusal = verdict.refused.get(request.id);
  if (refusal) throw refusal.error;
  return verdict.overridden.get(request.id) ?? [];
}
