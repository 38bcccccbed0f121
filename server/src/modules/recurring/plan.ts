import type { Kysely } from 'kysely';
import { RECURRING_LIMITS, WEEKDAY_NAMES, type ConflictItem, type PatternRow } from '../../contracts/recurring';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { BOOKING_MESSAGES } from '../../shared/booking-rules';
import { badRequest, conflict, PG, pgCode } from '../../shared/errors';
import { toConflictItems } from './conflicts';
import type { CampusClock } from '../../contracts/campus-clock';
import { clockChangeViolation, expandPattern, type Occurrence } from './expand';
import { RECURRING_MESSAGES } from './pattern';
import { findClashes } from './repository';

/** What every recurring operation needs: the database, the campus clock and who asks. */
export interface RecurringContext {
  db: Kysely<DB>;
  tz: string;
  clock: CampusClock;
  now: Date;
  user: SessionUser;
}

export const DRAFT_MINUTES = 30;

/**
 * The occurrences of a valid pattern and range, less the skipped dates, checked against
 * the caps and the booking rules (400 otherwise).
 */
export function planOccurrences(
  ctx: RecurringContext, pattern: readonly PatternRow[], start: string, end: string, skip: ReadonlySet<string> = new Set(),
): Occurrence[] {
  const all = expandPattern(pattern, start, end, ctx.clock);
  const occurrences = all.filter((o) => !skip.has(o.date));
  if (all.length === 0) {
    const days = [...new Set(pattern.map((r) => r.day_of_week))].map((d) => WEEKDAY_NAMES[d]).join(' or ');
    throw badRequest(RECURRING_MESSAGES.noDates(start, end, days));
  }
  if (all.length > RECURRING_LIMITS.maxOccurrences) throw badRequest(RECURRING_MESSAGES.tooMany(all.length));
  if (occurrences.length === 0) throw badRequest(RECURRING_MESSAGES.allSkipped);
  for (const o of occurrences) {
    const moved = clockChangeViolation(o, ctx.clock);
    if (moved) throw badRequest(moved);
    // Even admins book a series forward in time only.
    if (o.start.getTime() < ctx.now.getTime()) throw badRequest(`${o.date} ${o.start_time}-${o.end_time}: ${BOOKING_MESSAGES.startInPast}`);
  }
  return occurrences;
}

/** The conflict items of occurrences against the room's stored live bookings. */
export async function conflictsOf(ctx: RecurringContext, roomId: number, occurrences: readonly Occurrence[], exceptSeries: number | null = null): Promise<ConflictItem[]> {
  return toConflictItems(occurrences, await findClashes(ctx.db, roomId, occurrences, exceptSeries));
}

export const CLASH_MESSAGE = 'Some dates are already booked. Review the conflicts and try again; nothing was booked.';

/**
 * Runs a write; when the exclusion constraint (or a deadlock between racing writers)
 * refuses it, answers 409 with the conflicts as they are now.
 */
export async function guardClashes<T>(write: () => Promise<T>, freshConflicts: () => Promise<ConflictItem[]>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgCode(error);
    if (code !== PG.exclusionViolation && code !== PG.deadlock) throw error;
    throw conflict(CLASH_MESSAGE, { conflicts: await freshConflicts() });
  }
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
