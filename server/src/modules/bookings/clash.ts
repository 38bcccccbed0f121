import { sql } from 'kysely';
import { BOOKING_ANSWERS, RECURRING_MESSAGES } from '../../contracts/booking-messages';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-rules';
import type { ConflictItem } from '../../contracts/recurring';
import { conflict, type HttpError } from '../../shared/errors';
import { campusClock } from '../../contracts/campus-clock';
import { toCampusIso } from '../../shared/time';
import type { Db } from './records';

/** A time range wanted in a room. */
export interface Range {
  start: Date;
  end: Date;
}

/** A live booking that overlaps range number `index` of the ranges asked about. */
export interface Clash {
  index: number;
  id: number;
  start_time: Date;
  end_time: Date;
  purpose: string;
  user_name: string;
}

// Inline literals, as in the exclusion constraint's predicate, so the planner can use its partial GiST index.
export const liveLiterals = sql.join(LIVE_BOOKING_STATUSES.map((status) => sql.lit(status)));

export interface ClashOptions {
  /** Bookings being changed, which do not clash with themselves. */
  excludeIds?: readonly number[];
}

/**
 * The one clash finder: every live (pending or confirmed) booking of the room that
 * overlaps any of the ranges, in one query over the exclusion constraint's GiST index
 * however many ranges, ordered by range then start.
 */
export async function findClashes(db: Db, roomId: number, ranges: readonly Range[], options: ClashOptions = {}): Promise<Clash[]> {
  if (ranges.length === 0) return [];
  const starts = ranges.map((r) => r.start.toISOString());
  const ends = ranges.map((r) => r.end.toISOString());
  const excluded = [...(options.excludeIds ?? [])];
  const { rows } = await sql<Clash>`
    select (o.n - 1)::int as "index", b.id, b.start_time, b.end_time, b.purpose, u.name as user_name
    from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality as o(s, e, n)
    join bookings b
      on b.room_id = ${roomId}
      and b.status in (${liveLiterals})
      and tstzrange(b.start_time, b.end_time, '[)') && tstzrange(o.s, o.e, '[)')
    join users u on u.id = b.user_id
    where not (b.id = any(${excluded}::int[]))
    order by o.n, b.start_time, b.id`.execute(db);
  return rows;
}

/** The 409 naming the booking that already holds the time, e.g. 10:00 AM to 11:00 AM on Thu, Mar 05, 2026. */
export function clashError(clash: Pick<Clash, 'start_time' | 'end_time' | 'purpose'>, tz: string): HttpError {
  const clock = campusClock(tz);
  const start = clock.wall(clash.start_time);
  const end = clock.wall(clash.end_time);
  const message = BOOKING_ANSWERS.clash(start.date, start.time, end.time, clash.purpose);
  const wire = { start_time: toCampusIso(clash.start_time, tz), end_time: toCampusIso(clash.end_time, tz), purpose: clash.purpose };
  return conflict(message, { clash: wire });
}

/** A dated occurrence of a weekly pattern: its campus date and wall-clock times, and its instants. */
export interface Occurrence extends Range {
  date: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
}

/** SPEC.md's conflict items: one per clashing occurrence, in the occurrences' order. */
export function toConflictItems(occurrences: readonly Occurrence[], clashes: readonly Pick<Clash, 'index' | 'user_name' | 'purpose'>[]) {
  const byIndex = new Map<number, { user_name: string; purpose: string }[]>();
  for (const { index, user_name, purpose } of clashes) byIndex.set(index, [...(byIndex.get(index) ?? []), { user_name, purpose }]);
  return [...byIndex.keys()]
    .sort((a, b) => a - b)
    .map((index): ConflictItem => {
      const o = occurrences[index];
      return {
        date: o.date,
        day_of_week: o.day_of_week,
        time_slot: `${o.start_time}-${o.end_time}`,
        conflicting_bookings: byIndex.get(index)!,
      };
    });
}

/** The 409 of a series whose dates clash: the conflict items as they are now. */
export const seriesClashError = (conflicts: ConflictItem[], message: string = RECURRING_MESSAGES.clash) => conflict(message, { conflicts });

/** The 409 for a range the database refused: naming the booking that won, when it can still be seen. */
export async function clashAnswer(db: Db, roomId: number, range: Range, tz: string, options: ClashOptions = {}): Promise<HttpError> {
  const [clash] = await findClashes(db, roomId, [range], options);
  return clash ? clashError(clash, tz) : conflict(BOOKING_ANSWERS.clashFallback);
}
