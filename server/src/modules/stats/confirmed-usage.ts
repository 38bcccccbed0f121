import { sql, type Kysely, type RawBuilder } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import type { DB } from '../../db/schema';
import { offsetPieces, type OffsetPiece } from '../../shared/campus-offsets';
import { scopeConditions, type UsageScope } from './repository';

export interface RoomHours {
  room_id: number;
  hours: number;
  bookings: number;
  recurring: number;
}

/** Confirmed bookings that started at one campus weekday and minute of the day and lasted as long. */
export interface StartGroup {
  /** ISO weekday: 1 Monday … 7 Sunday (campus time). */
  weekday: number;
  /** Campus minute of the day the booking (or its part inside the period) starts. */
  minute: number;
  minutes: number;
  bookings: number;
}

export interface UsageRow {
  by_start: number;
  room_id: number;
  /** Which of the period's campus offsets (`offsetPieces`) the start falls in. */
  piece: number;
  /** UTC minutes since Monday 00:00 (0 … 10,079) of the start, or of the period's start. */
  utc_week_minute: number;
  minutes: number;
  bookings: number;
  recurring: number;
  total_minutes: number;
}

/** Monday 1969-12-29 00:00 was 3 days (4,320 minutes) before the epoch, a Thursday. */
const EPOCH_WEEK_MINUTE = 3 * 1440;
const WEEK_MINUTES = 7 * 1440;
const utcWeekMinute = (ms: number) => (Math.floor(ms / 60_000) + EPOCH_WEEK_MINUTE) % WEEK_MINUTES;

/** The index of the offset piece a booking starting at `start` falls in: 0 without clock changes. */
function pieceOf(start: RawBuilder<Date>, pieces: OffsetPiece[]): RawBuilder<number> {
  if (pieces.length === 1) return sql<number>`0`;
  const branches = pieces.slice(1).map((piece, i) => sql`when ${start} < ${new Date(piece.fromMs)}::timestamptz then ${i}`);
  return sql<number>`(case ${sql.join(branches, sql` `)} else ${pieces.length - 1} end)`;
}

/** Rows (room, series, piece, UTC week minute, minutes) grouped per room and per start and length. */
const grouped = (rows: RawBuilder<unknown>) => sql`
  select grouping(c.room_id) as by_start, c.room_id, c.piece, c.utc_week_minute, c.minutes,
    count(*)::int as bookings, count(c.recurring_booking_id)::int as recurring, sum(c.minutes) as total_minutes
  from (${rows}) c
  group by grouping sets ((c.room_id), (c.piece, c.utc_week_minute, c.minutes))`;

/**
 * Confirmed time in the period (each booking cut to it, so one crossing an edge counts only
 * inside): per room, and per start minute of the week and length — a few thousand groups at
 * most on the 15-minute grid, which the heat map splits into clock hours. Each booking's UTC
 * minute of the week and length are stored columns (migration 0019), and the campus offset
 * (`offsetPieces`: one for a zone without clock changes, one more per change) is added here to
 * each group, not in the database to each booking: per-row time arithmetic was most of the
 * query's CPU. So the bookings wholly inside are grouped on their stored columns as they are,
 * and only those crossing an edge have their part inside computed, in a second group of their
 * own: live bookings last at most 8 hours (migration 0018), so those start within 8 hours
 * before an edge. Both are index-only range scans of the confirmed bookings by start
 * (migration 0020); a room in both groups is summed by `toConfirmedUsage`.
 */
export function confirmedUsageSql(scope: UsageScope, pieces: OffsetPiece[]): RawBuilder<UsageRow> {
  const reach = BOOKING_LIMITS.maxMinutes * 60_000;
  const { from, to } = scope;
  const piece = pieceOf(sql<Date>`b.start_time`, pieces);
  const inside = sql`
    select b.room_id, b.recurring_booking_id, ${piece} as piece, b.start_week_minute::int as utc_week_minute, b.length_minutes as minutes
    from bookings b
    where b.status = 'confirmed' and b.start_time >= ${from} and b.start_time < ${to} and b.end_time <= ${to} and ${scopeConditions(scope)}`;
  const crossing = sql`
    select b.room_id, b.recurring_booking_id, ${piece} as piece,
      case when b.start_time >= ${from} then b.start_week_minute::int else ${utcWeekMinute(from.getTime())} end as utc_week_minute,
      date_part('epoch', least(b.end_time, ${to}::timestamptz) - greatest(b.start_time, ${from}::timestamptz)) / 60 as minutes
    from bookings b
    where b.status = 'confirmed' and ${scopeConditions(scope)}
      and ((b.start_time > ${new Date(from.getTime() - reach)} and b.start_time < ${from} and b.end_time > ${from})
        or (b.start_time > ${new Date(to.getTime() - reach)} and b.start_time < ${to} and b.end_time > ${to}))`;
  return sql<UsageRow>`${grouped(inside)} union all ${grouped(crossing)}`;
}

export interface ConfirmedUsage {
  rooms: RoomHours[];
  starts: StartGroup[];
}

/** The groups of `confirmedUsageSql` as room hours and campus start groups. */
export function toConfirmedUsage(rows: readonly UsageRow[], pieces: OffsetPiece[]): ConfirmedUsage {
  const rooms = new Map<number, RoomHours & { minutes: number }>();
  const starts: StartGroup[] = [];
  for (const r of rows) {
    if (r.by_start === 0) {
      const room = rooms.get(r.room_id) ?? { room_id: r.room_id, hours: 0, minutes: 0, bookings: 0, recurring: 0 };
      room.minutes += r.total_minutes;
      room.bookings += r.bookings;
      room.recurring += r.recurring;
      rooms.set(r.room_id, room);
      continue;
    }
    // Offsets are whole minutes; one west of UTC may wrap a Monday start into the Sunday before.
    const weekMinute = (((r.utc_week_minute + pieces[r.piece].offsetSeconds / 60) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    starts.push({ weekday: Math.floor(weekMinute / 1440) + 1, minute: weekMinute % 1440, minutes: r.minutes, bookings: r.bookings });
  }
  return {
    rooms: [...rooms.values()].map(({ minutes, ...room }) => ({ ...room, hours: minutes / 60 })),
    starts,
  };
}

/** The confirmed usage alone (the statistics read it in one statement with the rest: `statisticsFigures`). */
export async function confirmedUsage(db: Kysely<DB>, scope: UsageScope): Promise<ConfirmedUsage> {
  const pieces = offsetPieces(scope.from, scope.to, scope.tz);
  const { rows } = await confirmedUsageSql(scope, pieces).execute(db);
  return toConfirmedUsage(rows, pieces);
}
