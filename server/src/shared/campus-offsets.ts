import { campusClock } from '../contracts/campus-clock';

/** From `fromMs` on (until the next piece), campus time is UTC plus `offsetSeconds`. */
export interface OffsetPiece {
  fromMs: number;
  offsetSeconds: number;
}

const QUARTER_MS = 15 * 60_000;
/** Clock changes are months apart, so a week between two readings holds at most one. */
const STEP_MS = 7 * 86_400_000;

/** Campus time minus UTC at an instant, in seconds (offsets are whole minutes). */
function offsetSeconds(ms: number, tz: string): number {
  const { date, time } = campusClock(tz).wall(new Date(ms));
  return (Date.parse(`${date}T${time}:00Z`) - Math.floor(ms / 60_000) * 60_000) / 1000;
}

/**
 * The campus clock's offsets over [from, to) (both on quarter hours, as campus midnights
 * are): one piece for a zone without clock changes, one more per change. Read once a week
 * and, where two readings differ, narrowed to the quarter hour of the change (changes fall
 * on quarter hours of UTC). The statistics query turns instants into campus weekday and
 * minute with these, and availability writes its campus times with them (db/campus-iso-sql.ts),
 * instead of converting each booking's time with the database's own zone rules.
 */
export function offsetPieces(from: Date, to: Date, tz: string): OffsetPiece[] {
  const pieces: OffsetPiece[] = [{ fromMs: from.getTime(), offsetSeconds: offsetSeconds(from.getTime(), tz) }];
  for (let at = from.getTime(); at < to.getTime();) {
    const next = Math.min(at + STEP_MS, to.getTime() - QUARTER_MS);
    if (next <= at) break;
    const offset = offsetSeconds(next, tz);
    let [lo, hi] = [at, next];
    if (offset !== pieces[pieces.length - 1].offsetSeconds) {
      // offset(lo) is the last piece's, offset(hi) is not: halve down to one quarter hour.
      while (hi - lo > QUARTER_MS) {
        const mid = lo + Math.floor((hi - lo) / QUARTER_MS / 2) * QUARTER_MS;
        if (offsetSeconds(mid, tz) === pieces[pieces.length - 1].offsetSeconds) lo = mid;
        else hi = mid;
      }
      pieces.push({ fromMs: hi, offsetSeconds: offsetSeconds(hi, tz) });
    }
    at = next;
  }
  return pieces;
}
