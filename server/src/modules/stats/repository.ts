import { sql, type Kysely, type RawBuilder } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { CAPABILITIES } from '../../contracts/roles';
import type { DB } from '../../db/schema';
import { offsetPieces, type OffsetPiece } from '../../shared/campus-offsets';

/** What the figures cover: [from, to) in instants, campus zone, and optionally one booker, block or room. */
export interface UsageScope {
  from: Date;
  to: Date;
  tz: string;
  /** Only this user's bookings ("own" statistics). */
  userId?: number;
  blockId?: number;
  roomId?: number;
}

/** Conditions on bookings `b` for the scope's booker, block and room. */
function scopeConditions(scope: UsageScope): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (scope.userId !== undefined) parts.push(sql`b.user_id = ${scope.userId}`);
  if (scope.roomId !== undefined) parts.push(sql`b.room_id = ${scope.roomId}`);
  if (scope.blockId !== undefined) parts.push(sql`b.room_id in (select id from rooms where block_id = ${scope.blockId})`);
  return sql.join(parts, sql` and `);
}

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

interface UsageRow {
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

/**
 * Confirmed time in the period in one index-only walk of its bookings (each cut to the
 * period, so a booking crossing an edge counts only inside): per room, and per start minute
 * of the week and length — a few thousand groups at most on the 15-minute grid, which the
 * heat map splits into clock hours. Each booking's UTC minute of the week and length are
 * stored columns (migration 0019), and the campus offset (`offsetPieces`: one for a zone
 * without clock changes, one more per change) is added here to each group, not in the
 * database to each booking: per-row time arithmetic was most of the query's CPU. Only a
 * booking crossing an edge has its part inside computed. Live bookings last at most 8 hours
 * (a check of the table, migration 0018), so those reaching into the period start after
 * from − 8 h: an index-only range scan of the live bookings by start.
 */
export async function confirmedUsage(db: Kysely<DB>, scope: UsageScope): Promise<{ rooms: RoomHours[]; starts: StartGroup[] }> {
  const earliestStart = new Date(scope.from.getTime() - BOOKING_LIMITS.maxMinutes * 60_000);
  const pieces = offsetPieces(scope.from, scope.to, scope.tz);
  const { from, to } = scope;
  const { rows } = await sql<UsageRow>`
    select grouping(c.room_id) as by_start, c.room_id, c.piece, c.utc_week_minute, c.minutes,
      count(*)::int as bookings, count(c.recurring_booking_id)::int as recurring, sum(c.minutes) as total_minutes
    from (
      select b.room_id, b.recurring_booking_id, ${pieceOf(sql<Date>`b.start_time`, pieces)} as piece,
        case when b.start_time >= ${from} then b.start_week_minute else ${utcWeekMinute(from.getTime())} end as utc_week_minute,
        case when b.start_time >= ${from} and b.end_time <= ${to} then b.length_minutes
          else date_part('epoch', least(b.end_time, ${to}::timestamptz) - greatest(b.start_time, ${from}::timestamptz)) / 60 end as minutes
      from bookings b
      where b.status = 'confirmed' and b.start_time > ${earliestStart} and b.start_time < ${to} and b.end_time > ${from}
        and ${scopeConditions(scope)}
    ) c
    group by grouping sets ((c.room_id), (c.piece, c.utc_week_minute, c.minutes))`.execute(db);
  const rooms: RoomHours[] = [];
  const starts: StartGroup[] = [];
  for (const r of rows) {
    if (r.by_start === 0) {
      rooms.push({ room_id: r.room_id, hours: r.total_minutes / 60, bookings: r.bookings, recurring: r.recurring });
      continue;
    }
    // Offsets are whole minutes; one west of UTC may wrap a Monday start into the Sunday before.
    const weekMinute = (((r.utc_week_minute + pieces[r.piece].offsetSeconds / 60) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    starts.push({ weekday: Math.floor(weekMinute / 1440) + 1, minute: weekMinute % 1440, minutes: r.minutes, bookings: r.bookings });
  }
  return { rooms, starts };
}

export interface RequestRow {
  made: number;
  approved: number;
  declined: number;
  cancelled: number;
  pending: number;
  median_seconds: number | null;
}

/**
 * Requests made in the period: bookings created in it that needed a decision — booked by
 * someone whose bookings are not confirmed at once, or decided by an approver — by what
 * became of them, and the median time from request to decision. A walk of the bookings by
 * creation (migration 0019's index, which carries each decided request's time to its
 * decision as a stored column, so no row is read or converted here).
 */
export async function requestFigures(db: Kysely<DB>, scope: UsageScope): Promise<RequestRow> {
  const autoConfirmed = [...CAPABILITIES.manageBookings];
  const { rows } = await sql<RequestRow>`
    select count(*)::int as made,
      count(*) filter (where b.status = 'confirmed')::int as approved,
      count(*) filter (where b.status = 'rejected')::int as declined,
      count(*) filter (where b.status = 'cancelled')::int as cancelled,
      count(*) filter (where b.status = 'pending')::int as pending,
      -- Null unless a confirmed or rejected booking with a decision; the median skips nulls.
      percentile_cont(0.5) within group (order by b.decision_seconds) as median_seconds
    from bookings b
    where b.created_at >= ${scope.from} and b.created_at < ${scope.to} and ${scopeConditions(scope)}
      -- A decision marks a request; an administrator's cancel records who cancelled too, which is not one.
      -- The few bookers confirmed at once as an array read once: <> all of it costs less per row than not in (a hashed subplan).
      and (b.decision_seconds is not null
        or b.user_id <> all(array(select u.id from users u where u.access && ${autoConfirmed}::text[])))`.execute(db);
  const r = rows[0];
  return { ...r, median_seconds: r.median_seconds === null ? null : Number(r.median_seconds) };
}

export interface ScopeRoom {
  id: number;
  room_name: string;
  block_id: number;
  block_name: string;
}

/** The rooms a statistics page can cover: all, a block's, or one. */
export function roomsInScope(db: Kysely<DB>, filter: { blockId?: number; roomId?: number }): Promise<ScopeRoom[]> {
  return db
    .selectFrom('rooms as r')
    .innerJoin('blocks as bl', 'bl.id', 'r.block_id')
    .select(['r.id', 'r.room_name', 'r.block_id', 'bl.block_name'])
    .$if(filter.blockId !== undefined, (q) => q.where('r.block_id', '=', filter.blockId!))
    .$if(filter.roomId !== undefined, (q) => q.where('r.id', '=', filter.roomId!))
    .orderBy('r.id')
    .execute();
}

export async function findBlock(db: Kysely<DB>, id: number) {
  return db.selectFrom('blocks').select(['id', 'block_name']).where('id', '=', id).executeTakeFirst();
}

export async function findRoomBlock(db: Kysely<DB>, id: number) {
  return db.selectFrom('rooms').select(['id', 'block_id']).where('id', '=', id).executeTakeFirst();
}
