import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminBookingKindFilter, AdminBookingSort } from '../../contracts/admin-bookings';
import type { BookingStatus } from '../../contracts/booking';

type Db = Kysely<DB> | Transaction<DB>;
type Eb = ExpressionBuilder<DB & { b: DB['bookings'] }, 'b'>;

export interface AdminBookingFilter {
  search?: string;
  status?: BookingStatus;
  kind: AdminBookingKindFilter;
}

export interface AdminBookingRecord {
  id: number;
  room_id: number;
  rooms: string;
  purpose: string;
  start_time: Date;
  end_time: Date;
  status: BookingStatus;
  recurring_booking_id: number | null;
  faculty_name: string;
  faculty_email: string;
  is_parent: boolean;
}

/** A LIKE pattern matching the text anywhere; the user's % and _ are literal. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * True for the earliest booking of its series (SPEC.md §4): no other booking of the
 * series starts before it (ties broken by id). Probes bookings_series_idx per row.
 */
function isSeriesParent(eb: Eb) {
  return eb.and([
    eb('b.recurring_booking_id', 'is not', null),
    eb.not(
      eb.exists(
        eb
          .selectFrom('bookings as p')
          .select(sql.lit(1).as('one'))
          .whereRef('p.recurring_booking_id', '=', 'b.recurring_booking_id')
          .where((w) =>
            w.or([w('p.start_time', '<', w.ref('b.start_time')), w.and([w('p.start_time', '=', w.ref('b.start_time')), w('p.id', '<', w.ref('b.id'))])]),
          ),
      ),
    ),
  ]);
}

/**
 * The first booking of every series, as a set for filtering: the same rule as
 * isSeriesParent, read once from bookings_series_idx instead of probing per row.
 */
function seriesParentIds(eb: Eb) {
  return eb
    .selectFrom('bookings as first')
    .select('first.id')
    .distinctOn('first.recurring_booking_id')
    .where('first.recurring_booking_id', 'is not', null)
    .orderBy('first.recurring_booking_id')
    .orderBy('first.start_time')
    .orderBy('first.id');
}

function whereFilters(eb: Eb, filter: AdminBookingFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    // Rooms and users are matched first (their own trigram indexes); "= any(array(...))"
    // lets each branch use a bookings index (trigram on purpose, room, user) in one bitmap OR.
    const rooms = eb.selectFrom('rooms').select('rooms.id').where('rooms.room_name', 'ilike', pattern);
    const users = eb
      .selectFrom('users')
      .select('users.id')
      .where((u) => u.or([u('users.name', 'ilike', pattern), u('users.email', 'ilike', pattern)]));
    conditions.push(
      eb.or([
        eb('b.purpose', 'ilike', pattern),
        sql<SqlBool>`${eb.ref('b.room_id')} = any(array(${rooms}))`,
        sql<SqlBool>`${eb.ref('b.user_id')} = any(array(${users}))`,
      ]),
    );
  }
  if (filter.status) conditions.push(eb('b.status', '=', filter.status));
  if (filter.kind === 'normal') conditions.push(eb('b.recurring_booking_id', 'is', null));
  if (filter.kind === 'recurring-parent') conditions.push(eb('b.id', 'in', seriesParentIds(eb)));
  if (filter.kind === 'recurring-child') {
    conditions.push(eb.and([eb('b.recurring_booking_id', 'is not', null), eb('b.id', 'not in', seriesParentIds(eb))]));
  }
  return eb.and(conditions);
}

/** The total of the filtered list (a builder, so scripts can EXPLAIN it). */
export function adminBookingsCountQuery(db: Db, filter: AdminBookingFilter) {
  return db
    .selectFrom('bookings as b')
    .where((eb) => whereFilters(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('n'));
}

export async function countAdminBookings(db: Db, filter: AdminBookingFilter): Promise<number> {
  return Number((await adminBookingsCountQuery(db, filter).executeTakeFirstOrThrow()).n);
}

function selectRows(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('rooms as r', 'r.id', 'b.room_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select((eb) => [
      'b.id',
      'b.room_id',
      'r.room_name as rooms',
      'b.purpose',
      'b.start_time',
      'b.end_time',
      'b.status',
      'b.recurring_booking_id',
      'u.name as faculty_name',
      'u.email as faculty_email',
      isSeriesParent(eb).as('is_parent'),
    ]);
}

export interface AdminBookingPage {
  sort: AdminBookingSort;
  limit: number;
  offset: number;
}

/** One page of the filtered, sorted list (a builder, so scripts can EXPLAIN it). */
export function adminBookingsPageQuery(db: Db, filter: AdminBookingFilter, { sort, limit, offset }: AdminBookingPage) {
  let query = selectRows(db).where((eb) => whereFilters(eb, filter));
  // Every order ends with a unique key so pages never repeat or skip a row.
  switch (sort) {
    case 'date-asc':
      query = query.orderBy('b.start_time', 'asc').orderBy('b.id', 'asc');
      break;
    // Names sort lower-cased in byte order ("C") like Manage Users/Rooms, so PGlite and
    // PostgreSQL agree; the id keeps same-named rooms or people apart.
    case 'room':
      query = query.orderBy(sql`lower(r.room_name) collate "C"`).orderBy('r.id').orderBy('b.start_time', 'desc').orderBy('b.id', 'desc');
      break;
    case 'status':
      query = query.orderBy('b.status').orderBy('b.start_time', 'desc').orderBy('b.id', 'desc');
      break;
    case 'faculty':
      query = query.orderBy(sql`lower(u.name) collate "C"`).orderBy('u.id').orderBy('b.start_time', 'desc').orderBy('b.id', 'desc');
      break;
    default:
      query = query.orderBy('b.start_time', 'desc').orderBy('b.id', 'desc');
  }
  return query.limit(limit).offset(offset);
}

export async function listAdminBookings(db: Db, filter: AdminBookingFilter, page: AdminBookingPage): Promise<AdminBookingRecord[]> {
  return (await adminBookingsPageQuery(db, filter, page).execute()) as AdminBookingRecord[];
}

export async function findAdminBooking(db: Db, id: number): Promise<AdminBookingRecord | undefined> {
  return (await selectRows(db).where('b.id', '=', id).executeTakeFirst()) as AdminBookingRecord | undefined;
}
