import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminBookingSort } from '../../contracts/admin-bookings';
import type { BookingStatus } from '../../contracts/booking';
import { isSeriesParent, resolveFilter, whereFilters, type AdminBookingFilter, type ResolvedFilter } from './filters';
import { findGroupStart, fromGroup, type GroupStart } from './group-skip';
import { orderByClause, orderKeys, reversed, type OrderKey } from './ordering';

export type { AdminBookingFilter } from './filters';
type Db = Kysely<DB> | Transaction<DB>;

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

export interface AdminBookingPage {
  sort: AdminBookingSort;
  limit: number;
  offset: number;
}

/** Past this offset the total is read first, so the far half of the list can be read backwards. */
const DEEP_OFFSET = 5_000;

/** The total of the filtered list (a builder, so scripts can EXPLAIN it). */
export function adminBookingsCountQuery(db: Db, filter: ResolvedFilter) {
  return db
    .selectFrom('bookings as b')
    .where((eb) => whereFilters(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('n'));
}

function selectRows(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('rooms as r', 'r.id', 'b.room_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select((eb) => [
      'b.id', 'b.room_id', 'r.room_name as rooms', 'b.purpose', 'b.start_time', 'b.end_time', 'b.status',
      'b.recurring_booking_id', 'u.name as faculty_name', 'u.email as faculty_email', isSeriesParent(eb).as('is_parent'),
    ]);
}

/**
 * The ids of one page of the filtered list in `order`, joining only what the order needs;
 * with `start`, from that room's or booker's group on (`offset` counts from there); with
 * `withTotal`, each id carries the count of all matches.
 */
function pageIdsQuery(db: Db, filter: ResolvedFilter, order: OrderKey[], limit: number, offset: number, start?: GroupStart, withTotal = false) {
  const joins = (table: OrderKey['joins']) => order.some((k) => k.joins === table);
  // A search matches a few scattered rows: they are collected first ("offset 0" keeps the
  // planner from walking the whole date index hoping to meet them early), then sorted.
  const matching = db
    .selectFrom('bookings as b')
    .select(['b.id', 'b.start_time', 'b.status', 'b.room_id', 'b.user_id'])
    .where((eb) => whereFilters(eb, filter))
    // Counted here, before the joins: PostgreSQL 15 costs a window above a LIMIT as if it
    // could stop early, and picked a loop over all 1,000 rooms per match to sort by room.
    .$if(withTotal, (q) => q.select(sql<number>`count(*) over ()`.as('total')))
    .$if(filter.search !== null, (q) => q.offset(0))
    .as('b');
  return db
    .selectFrom(matching)
    .$if(joins('rooms'), (q) => q.innerJoin('rooms as r', 'r.id', 'b.room_id'))
    .$if(joins('users'), (q) => q.innerJoin('users as u', 'u.id', 'b.user_id'))
    .$if(start !== undefined, (q) => q.where(fromGroup(order, start!)))
    .select('b.id')
    .$if(withTotal, (q) => q.select('b.total'))
    .orderBy(orderByClause(order))
    .limit(limit)
    .offset(offset);
}

/**
 * One page of the filtered list in `order` (a builder, so scripts can EXPLAIN it). The
 * page's ids are found first, so skipped rows never pay for the joins or the series
 * probe ("deferred join").
 */
export function adminBookingsPageQuery(db: Db, filter: ResolvedFilter, order: OrderKey[], limit: number, offset: number, start?: GroupStart) {
  return selectRows(db).where('b.id', 'in', pageIdsQuery(db, filter, order, limit, offset, start)).orderBy(orderByClause(order));
}

/**
 * A search's page and its total in one statement: the matches (thousands for a common
 * word) are read and rechecked once and counted by a window over all of them, instead of
 * once for the count and again for the page.
 */
export function adminBookingsSearchPageQuery(db: Db, filter: ResolvedFilter, order: OrderKey[], limit: number, offset: number) {
  const page = pageIdsQuery(db, filter, order, limit, offset, undefined, true).as('p');
  return selectRows(db).innerJoin(page, 'p.id', 'b.id').select('p.total').orderBy(orderByClause(order));
}

const rowsOf = async (query: ReturnType<typeof adminBookingsPageQuery>) => (await query.execute()) as AdminBookingRecord[];

/** A page deep in the list: orders led by a room or booker skip whole groups first. */
async function deepPage(db: Db, filter: ResolvedFilter, order: OrderKey[], limit: number, offset: number) {
  const start = await findGroupStart(db, filter, order, offset);
  return rowsOf(adminBookingsPageQuery(db, filter, order, limit, offset - (start?.before ?? 0), start));
}

/**
 * The total and one page. A page in the far half of a long list is read from the other
 * end (reversed order), so the last page costs what the first one does; room and booker
 * orders also skip whole groups to reach the middle.
 */
export async function findAdminBookingsPage(
  db: Db,
  wanted: AdminBookingFilter,
  { sort, limit, offset }: AdminBookingPage,
  deepOffset = DEEP_OFFSET,
) {
  const order = orderKeys(sort);
  const filter = await resolveFilter(db, wanted);
  const count = async () => Number((await adminBookingsCountQuery(db, filter).executeTakeFirstOrThrow()).n);
  if (offset < deepOffset && filter.search) {
    const rows = (await adminBookingsSearchPageQuery(db, filter, order, limit, offset).execute()) as (AdminBookingRecord & { total: number })[];
    // No row (no match, or a page past the end) carries no total: count then.
    return { total: rows.length ? Number(rows[0].total) : await count(), rows };
  }
  if (offset < deepOffset) {
    const [total, rows] = await Promise.all([count(), rowsOf(adminBookingsPageQuery(db, filter, order, limit, offset))]);
    return { total, rows };
  }
  const total = await count();
  if (offset >= total) return { total, rows: [] };
  if (offset <= total / 2) return { total, rows: await deepPage(db, filter, order, limit, offset) };
  const fromEnd = total - offset - limit;
  const rows = await deepPage(db, filter, reversed(order), limit + Math.min(0, fromEnd), Math.max(0, fromEnd));
  return { total, rows: rows.reverse() };
}

export async function findAdminBooking(db: Db, id: number): Promise<AdminBookingRecord | undefined> {
  return (await selectRows(db).where('b.id', '=', id).executeTakeFirst()) as AdminBookingRecord | undefined;
}
