import { sql } from 'kysely';
import { CLOSURE_MESSAGES } from '../../contracts/blackouts';
import { can } from '../../contracts/roles';
import type { SessionUser } from '../../plugins/session';
import { writeAudit } from '../../shared/audit';
import { conflict, forbidden } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { findClosures, type ClosureHit } from './closed';
import type { Range } from './clash';
import type { Db } from './records';

/**
 * Namespace of the closures lock (rooms 7_301, users 7_302, guest-house 7_303). Every
 * booking write checking closures holds it shared, after its room lock; creating a
 * blackout holds it exclusively. So a booking and a new blackout over it never both
 * commit unseen by each other: the booking either finds the blackout (and is refused) or
 * commits first and is listed among the blackout's affected bookings.
 */
export const CLOSURES_LOCK = 7_304;

/** 403 before any work when someone who is not an administrator asks to override. */
export function assertMayOverride(actor: SessionUser, override: boolean | undefined): void {
  if (override && !can(actor.access, 'manageBookings')) throw forbidden(CLOSURE_MESSAGES.overrideForbidden);
}

/** The closures over the ranges, read under the shared closures lock (inside the room transaction). */
export async function closuresOver(db: Db, roomId: number, ranges: readonly Range[]): Promise<ClosureHit[]> {
  if (ranges.length === 0) return [];
  await sql`select pg_advisory_xact_lock_shared(${CLOSURES_LOCK}::int, 0)`.execute(db);
  return findClosures(db, roomId, ranges);
}

/** The 409 of a write inside a closure, naming its reason and its period. */
export function closureError(hit: ClosureHit, tz: string) {
  return conflict(CLOSURE_MESSAGES.closed(hit.reason), {
    closure: { id: hit.id, reason: hit.reason, start_time: toCampusIso(hit.starts_at, tz), end_time: toCampusIso(hit.ends_at, tz) },
  });
}

/**
 * Refuses a write into a closure (409 "Room closed: <reason>"), unless an administrator
 * overrides; the closures overridden are returned for the audit (overrideAudit).
 */
export async function assertOpen(db: Db, roomId: number, ranges: readonly Range[], tz: string, override?: boolean): Promise<ClosureHit[]> {
  const hits = await closuresOver(db, roomId, ranges);
  if (hits.length && !override) throw closureError(hits[0], tz);
  return hits;
}

/** Records an administrator's booking over closures, beside the write's own audit row. */
export async function overrideAudit(
  db: Db,
  actorId: number,
  target: { entity: 'booking' | 'recurring_series'; id: number },
  hits: readonly ClosureHit[],
): Promise<void> {
  if (hits.length === 0) return;
  const closures = [
    ...new Map(hits.map((h) => [h.id, { id: h.id, reason: h.reason, starts_at: h.starts_at, ends_at: h.ends_at }])).values(),
  ];
  await writeAudit(db, { actorId, action: 'closure.override', entity: target.entity, entityId: target.id, after: { closures } });
}

/**
 * Closures as entries of SPEC.md's conflict items, whose shape is fixed ({user_name,
 * purpose}): "Room closed" stands where a booker's name would, the reason as the purpose,
 * so the conflict review reads "Room closed: <reason>" like the refusal.
 */
export const closedConflicts = (hits: readonly ClosureHit[]) =>
  hits.map((h) => ({ index: h.index, user_name: CLOSURE_MESSAGES.closedLabel, purpose: h.reason }));
