import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict, type HttpError, PG, pgCode } from '../errors';
import { dayjs } from '../time';
import { findClash, type ClashRow } from './repository';
import { toClashWire } from './wire';

export const CLASH_FALLBACK_MESSAGE = 'This room is already booked for that time.';

/** The 409 naming the booking that already holds the time, e.g. 10:00–11:00 on Thu, Mar 5, 2026. */
export function clashError(clash: ClashRow, tz: string): HttpError {
  const start = dayjs(clash.start_time).tz(tz);
  const end = dayjs(clash.end_time).tz(tz);
  const day = start.format('ddd, MMM D, YYYY');
  const message = `This room is already booked from ${start.format('HH:mm')} to ${end.format('HH:mm')} on ${day} for "${clash.purpose}".`;
  return conflict(message, { clash: toClashWire(clash, tz) });
}

/** True for the database's refusal of an overlap: the exclusion constraint, or a deadlock between racing inserts. */
export function isOverlapError(error: unknown): boolean {
  const code = pgCode(error);
  return code === PG.exclusionViolation || code === PG.deadlock;
}

export interface ClashRange {
  roomId: number;
  start: Date;
  end: Date;
  excludeId?: number;
}

export interface OverlapGuardOptions {
  db: Kysely<DB>;
  tz: string;
  /** The range the failed write wanted, to name the booking that won; a function when only the write learns it. */
  range: ClashRange | (() => ClashRange | undefined);
}

/**
 * Runs a write (normally a whole transaction) and turns the database's overlap refusal
 * into the same 409 a pre-check gives. The constraint is the last word: a pre-check
 * can race, the constraint cannot.
 */
export async function withOverlapGuard<T>(options: OverlapGuardOptions, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOverlapError(error)) throw error;
    const range = typeof options.range === 'function' ? options.range() : options.range;
    const winner = range ? await findClash(options.db, range) : undefined;
    throw winner ? clashError(winner, options.tz) : conflict(CLASH_FALLBACK_MESSAGE);
  }
}
