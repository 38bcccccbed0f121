import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingStatus, DB, WeeklyPatternRow } from '../../db/schema';
import type { Clash } from './conflicts';

type Db = Kysely<DB> | Transaction<DB>;

export async function findRoom(db: Db, id: number) {
  return db.selectFrom('rooms').select(['id', 'room_name']).where('id', '=', id).executeTakeFirst();
}

export async function findSeries(db: Db, id: number) {
  return db.selectFrom('recurring_series').selectAll().where('id', '=', id).executeTakeFirst();
}
export type SeriesRow = NonNullable<Awaited<ReturnType<typeof findSeries>>>;

/**
 * Every live (pending or confirmed) booking of the room that overlaps any of the given
 * ranges, in one query over the exclusion constraint's GiST index, however many ranges.
 * `exceptSeries` leaves out the bookings of a series that is being moved.
 */
export async function findClashes(
  db: Db,
  roomId: number,
  ranges: readonly { start: Date; end: Date }[],
  exceptSeries: number | null = null,
): Promise<Clash[]> {
  if (ranges.length === 0) return [];
  const starts = ranges.map((r) => r.start.toISOString());
  const ends = ranges.map((r) => r.end.toISOString());
  const { rows } = await sql<Clash>`
    select (o.n - 1)::int as "index", u.name as user_name, b.purpose
    from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality as o(s, e, n)
    join bookings b
      on b.room_id = ${roomId}
      and b.status in ('pending', 'confirmed')
      and tstzrange(b.start_time, b.end_time, '[)') && tstzrange(o.s, o.e, '[)')
    join users u on u.id = b.user_id
    where ${exceptSeries === null ? sql`true` : sql`b.recurring_booking_id is distinct from ${exceptSeries}`}
    order by o.n, b.start_time`.execute(db);
  return rows;
}

export interface NewSeries {
  room_id: number;
  user_id: number;
  purpose: string;
  weekly_pattern: WeeklyPatternRow[];
  start_date: string;
  end_date: string;
  state: 'draft' | 'active';
  expires_at: Date | null;
}

export async function insertSeries(db: Db, series: NewSeries): Promise<number> {
  const row = await db
    .insertInto('recurring_series')
    .values({ ...series, weekly_pattern: JSON.stringify(series.weekly_pattern) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Turns a draft into an active series; false when it was not (or no longer) a draft. */
export async function activateDraft(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('recurring_series')
    .set({ state: 'active', expires_at: null })
    .where('id', '=', id)
    .where('state', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface SeriesBookings {
  seriesId: number;
  roomId: number;
  userId: number;
  purpose: string;
  status: BookingStatus;
  ranges: readonly { start: Date; end: Date }[];
}

export async function insertSeriesBookings(db: Db, b: SeriesBookings): Promise<number> {
  const rows = b.ranges.map(({ start, end }) => ({
    room_id: b.roomId,
    user_id: b.userId,
    purpose: b.purpose,
    start_time: start,
    end_time: end,
    status: b.status,
    recurring_booking_id: b.seriesId,
  }));
  const result = await db.insertInto('bookings').values(rows).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? rows.length);
}

/** The bookings of a series that have not ended at `now`, with their booker's name. */
export async function upcomingSeriesBookings(db: Db, seriesId: number, now: Date) {
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select(['bookings.id', 'bookings.start_time', 'bookings.end_time', 'bookings.status', 'bookings.purpose', 'users.name as user_name'])
    .where('bookings.recurring_booking_id', '=', seriesId)
    .where('bookings.end_time', '>', now)
    .orderBy('bookings.start_time')
    .execute();
}
export type UpcomingBooking = Awaited<ReturnType<typeof upcomingSeriesBookings>>[number];

export interface SeriesMove {
  id: number;
  start: Date;
  end: Date;
  status: BookingStatus;
}

/** Moves and re-labels many bookings in one statement. */
export async function updateSeriesBookings(db: Db, moves: readonly SeriesMove[], purpose: string, decidedBy: number | null, now: Date) {
  const ids = moves.map((m) => m.id);
  const starts = moves.map((m) => m.start.toISOString());
  const ends = moves.map((m) => m.end.toISOString());
  const statuses = moves.map((m) => m.status);
  await sql`
    update bookings as b
    set start_time = v.s, end_time = v.e, status = v.status, purpose = ${purpose}, updated_at = ${now},
        decided_by = case when b.status = v.status then b.decided_by else ${decidedBy}::int end,
        decided_at = case when b.status = v.status then b.decided_at else ${now}::timestamptz end
    from unnest(${ids}::int[], ${starts}::timestamptz[], ${ends}::timestamptz[], ${statuses}::text[]) as v(id, s, e, status)
    where b.id = v.id`.execute(db);
}

export async function deleteBookings(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('bookings').where('id', 'in', ids).execute();
}

/** Drops a series row once none of its bookings is left (past ones keep it alive). */
export async function deleteSeriesIfEmpty(db: Db, seriesId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('recurring_series')
    .where('id', '=', seriesId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('bookings').select('id').where('recurring_booking_id', '=', seriesId))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function updateSeriesPurpose(db: Db, seriesId: number, purpose: string): Promise<void> {
  await db.updateTable('recurring_series').set({ purpose }).where('id', '=', seriesId).execute();
}
