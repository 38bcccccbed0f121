import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CAPABILITIES } from '../../contracts/roles';
import type { DB } from '../../db/schema';

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

interface UsageRow extends StartGroup {
  by_start: number;
  room_id: number;
  recurring: number;
  total_minutes: number;
}

/**
 * Confirmed time in the period in one scan of its bookings (each cut to the period, so a
 * booking crossing an edge counts only inside): per room, and per campus weekday, start
 * minute and length — a few thousand groups at most on the 15-minute grid, which the heat
 * map splits into clock hours. Splitting every booking into hours in SQL (generate_series,
 * or 14 sums per row) took 200–500 ms for a year of 100,000 bookings; grouping takes ~40.
 */
export async function confirmedUsage(db: Kysely<DB>, scope: UsageScope): Promise<{ rooms: RoomHours[]; starts: StartGroup[] }> {
  const { rows } = await sql<UsageRow>`
    select grouping(c.room_id) as by_start, c.room_id, c.weekday, c.minute, c.minutes,
      count(*) as bookings, count(c.recurring_booking_id) as recurring, sum(c.minutes) as total_minutes
    from (
      select b.room_id, b.recurring_booking_id, date_part('isodow', b.local_start)::int as weekday,
        date_part('hour', b.local_start) * 60 + date_part('minute', b.local_start) as minute,
        date_part('epoch', b.e - b.s) / 60 as minutes
      from (
        select b.room_id, b.recurring_booking_id, greatest(b.start_time, ${scope.from}::timestamptz) as s,
          least(b.end_time, ${scope.to}::timestamptz) as e,
          greatest(b.start_time, ${scope.from}::timestamptz) at time zone ${scope.tz} as local_start
        from bookings b
        where b.status = 'confirmed' and b.start_time < ${scope.to} and b.end_time > ${scope.from} and ${scopeConditions(scope)}
        -- "offset 0" computes each booking's campus time once, not once per use above.
        offset 0
      ) b
    ) c
    group by grouping sets ((c.room_id), (c.weekday, c.minute, c.minutes))`.execute(db);
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
      .map((r) => ({ weekday: number(r.weekday), minute: number(r.minute), minutes: number(r.minutes), bookings: number(r.bookings) })),
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
