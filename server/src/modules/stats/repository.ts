import { sql, type Kysely, type RawBuilder } from 'kysely';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { CAPABILITIES } from '../../contracts/roles';
import type { DB } from '../../db/schema';
import { offsetPieces, type OffsetPiece } from './campus-offsets';

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
  /** Campus minutes since Monday 00:00 (0 … 10,079). */
  week_minute: number;
  minutes: number;
  bookings: number;
  recurring: number;
  total_minutes: number;
}

/** The campus offset (seconds) at epoch second `s`: a constant, or a case over the period's clock changes. */
function offsetAt(s: RawBuilder<number>, pieces: OffsetPiece[]): RawBuilder<number> {
  const [first, ...changes] = pieces;
  if (!changes.length) return sql<number>`${first.offsetSeconds}::float8`;
  let before = first.offsetSeconds;
  const branches = changes.map((piece) => {
    const branch = sql`when ${s} < ${piece.fromMs / 1000}::float8 then ${before}::float8`;
    before = piece.offsetSeconds;
    return branch;
  });
  return sql<number>`(case ${sql.join(branches, sql` `)} else ${before}::float8 end)`;
}

/** Monday 1969-12-29 00:00 was 3 days (4,320 minutes) before the epoch, a Thursday. */
const EPOCH_WEEK_MINUTE = 3 * 1440;
const WEEK_MINUTES = 7 * 1440;

/**
 * Confirmed time in the period in one scan of its bookings (each cut to the period, so a
 * booking crossing an edge counts only inside): per room, and per campus minute of the week
 * and length — a few thousand groups at most on the 15-minute grid, which the heat map
 * splits into clock hours. The campus minute is plain arithmetic on the epoch second with
 * the period's offsets (`offsetPieces`): converting each booking with `at time zone` and
 * reading its weekday, hour and minute was half of the query's CPU. Live bookings last at
 * most 8 hours (a check of the table, migration 0018), so those reaching into the period
 * start after from − 8 h: an index-only range scan of the live bookings by start.
 */
export async function confirmedUsage(db: Kysely<DB>, scope: UsageScope): Promise<{ rooms: RoomHours[]; starts: StartGroup[] }> {
  const earliestStart = new Date(scope.from.getTime() - BOOKING_LIMITS.maxMinutes * 60_000);
  const s = sql<number>`b.s`;
  const { rows } = await sql<UsageRow>`
    select grouping(c.room_id) as by_start, c.room_id, c.week_minute, c.minutes,
      count(*) as bookings, count(c.recurring_booking_id) as recurring, sum(c.minutes) as total_minutes
    from (
      select b.room_id, b.recurring_booking_id,
        (floor((b.s + ${offsetAt(s, offsetPieces(scope.from, scope.to, scope.tz))}) / 60)::bigint + ${EPOCH_WEEK_MINUTE}) % ${WEEK_MINUTES} as week_minute,
        (b.e - b.s) / 60 as minutes
      from (
        select b.room_id, b.recurring_booking_id, date_part('epoch', greatest(b.start_time, ${scope.from}::timestamptz)) as s,
          date_part('epoch', least(b.end_time, ${scope.to}::timestamptz)) as e
        from bookings b
        where b.status = 'confirmed' and b.start_time > ${earliestStart} and b.start_time < ${scope.to} and b.end_time > ${scope.from}
          and ${scopeConditions(scope)}
        -- "offset 0" computes each booking's epoch seconds once, not once per use above.
        offset 0
      ) b
    ) c
    group by grouping sets ((c.room_id), (c.week_minute, c.minutes))`.execute(db);
  const number = (v: unknown) => Number(v);
  return {
    rooms: rows
      .filter((r) => number(r.by_start) === 0)
      .map((r) => ({
        room_id: r.room_id,
        hours: number(r.total_minutes) / 60,
        bookings: number(r.bookings),
        recurring: number(r.recurring),
      })),
    starts: rows
      .filter((r) => number(r.by_start) === 1)
      .map((r) => {
        const weekMinute = number(r.week_minute);
        return {
          weekday: Math.floor(weekMinute / 1440) + 1,
          minute: weekMinute % 1440,
          minutes: number(r.minutes),
          bookings: number(r.bookings),
        };
      }),
  };
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
 * became of them, and the median time from request to decision.
 */
export async function requestFigures(db: Kysely<DB>, scope: UsageScope): Promise<RequestRow> {
  const autoConfirmed = [...CAPABILITIES.manageBookings];
  const { rows } = await sql<RequestRow>`
    select count(*) as made,
      count(*) filter (where b.status = 'confirmed') as approved,
      count(*) filter (where b.status = 'rejected') as declined,
      count(*) filter (where b.status = 'cancelled') as cancelled,
      count(*) filter (where b.status = 'pending') as pending,
      -- date_part is a double; extract has returned numeric since PostgreSQL 14, slower to sort.
      percentile_cont(0.5) within group (order by date_part('epoch', b.decided_at - b.created_at))
        filter (where b.decided_at is not null and b.status in ('confirmed', 'rejected')) as median_seconds
    from bookings b
    where b.created_at >= ${scope.from} and b.created_at < ${scope.to} and ${scopeConditions(scope)}
      -- A decision marks a request; an administrator's cancel records who cancelled too, which is not one.
      and ((b.decided_at is not null and b.status in ('confirmed', 'rejected'))
        or b.user_id not in (select u.id from users u where u.access && ${autoConfirmed}::text[]))`.execute(db);
  const r = rows[0];
  return {
    made: Number(r.made),
    approved: Number(r.approved),
    declined: Number(r.declined),
    cancelled: Number(r.cancelled),
    pending: Number(r.pending),
    median_seconds: r.median_seconds === null ? null : Number(r.median_seconds),
  };
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
