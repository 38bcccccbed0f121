import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminBookingSort } from '../../contracts/admin-bookings';
import { selectBookingRecords, type BookingRecord } from '../bookings';
import { isSeriesParent, resolveFilter, whereFilters, type AdminBookingFilter, type Eb, type ResolvedFilter } from './filters';
import { findGroupStart, fromGroup, type GroupStart } from './group-skip';
import { orderByClause, orderKeys, reversed, type OrderKey } from './ordering';
import { countMatches, estimateMatches, EXACT_TOTAL_LIMIT } from './total';

export type { AdminBookingFilter } from './filters';
type Db = Kysely<DB> | Transaction<DB>;

/** A Manage Bookings row: the one booking record, and whether it leads its series. */
export type AdminBookingRecord = BookingRecord & { is_parent: boolean };

export interface AdminBookingPage {
  sort: AdminBookingSort;
  limit: number;
  offset: number;
}

/** Past this offset the total is read first, so the far half of the list can be read backwards. */
const DEEP_OFFSET = 5_000;

export interface PageTuning {
  /** Offset from which deep-page strategies apply. */
  deepOffset: number;
  /** Most matches counted exactly (EXACT_TOTAL_LIMIT). */
  exactLimit: number;
}
const TUNING: PageTuning = { deepOffset: DEEP_OFFSET, exactLimit: EXACT_TOTAL_LIMIT };

/** Rows as the list shows them (the one booking record, and whether it leads its series); with a filter, only the bookings it matches. */
function selectRows(db: Db, filter?: ResolvedFilter) {
  return selectBookingRecords(db)
    .$if(filter !== undefined, (q) => q.where((eb) => whereFilters(eb as unknown as Eb, filter!)))
    .select((eb) => isSeriesParent(eb as unknown as Eb).as('is_parent'));
}

/**
 * The ids of one page of the filtered list in `order`, joining only what the order needs;
 * with `start`, from that room's or booker's group on (`offset` counts from there); with
 * `withTotal`, each id carries the count of all matches.
 */
function pageIdsQuery(
  db: Db,
  filter: ResolvedFilter,
  order: OrderKey[],
  limit: number,
  offset: number,
  start?: GroupStart,
  withTotal = false,
  collectMatches = filter.search !== null,
) {
  const joins = (table: OrderKey['joins']) => order.some((k) => k.joins === table);
  // A search matching a few thousand scattered rows collects them first ("offset 0" keeps
  // the planner from walking the whole date index hoping to meet them early), then sorts
  // them; one matching tens of thousands walks the index instead, meeting a page's rows soon.
  const matching = db
    .selectFrom('bookings as b')
    .select(['b.id', 'b.start_time', 'b.status', 'b.room_id', 'b.user_id'])
    .where((eb) => whereFilters(eb, filter))
    // Counted here, before the joins: PostgreSQL 15 costs a window above a LIMIT as if it
    // could stop early, and picked a loop over all 1,000 rooms per match to sort by room.
    .$if(withTotal, (q) => q.select(sql<number>`count(*) over ()`.as('total')))
    .$if(collectMatches, (q) => q.offset(0))
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
export function adminBookingsPageQuery(
  db: Db,
  filter: ResolvedFilter,
  order: OrderKey[],
  limit: number,
  offset: number,
  start?: GroupStart,
  collectMatches?: boolean,
) {
  return selectRows(db)
    .where('b.id', 'in', pageIdsQuery(db, filter, order, limit, offset, start, false, collectMatches))
    .orderBy(orderByClause(order));
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
async function deepPage(db: Db, filter: ResolvedFilter, order: OrderKey[], limit: number, offset: number, collectMatches?: boolean) {
  const start = await findGroupStart(db, filter, order, offset);
  return rowsOf(adminBookingsPageQuery(db, filter, order, limit, offset - (start?.before ?? 0), start, collectMatches));
}

export interface AdminBookingsPageResult {
  total: number;
  /** True when total is the planner's estimate (more than EXACT_TOTAL_LIMIT matches). */
  estimated: boolean;
  rows: AdminBookingRecord[];
}

/**
 * A page of a list too long to count: read forwards (a deep page by skipping groups where
 * the order allows) with one row more than shown, the total estimated. The end of the
 * list, once reached, is exact: a page without that extra row ends it, and a page past
 * the end counts the matches so the pager can step back.
 */
async function estimatedPage(
  db: Db,
  filter: ResolvedFilter,
  order: OrderKey[],
  { limit, offset }: { limit: number; offset: number },
  estimate: number,
  deepOffset: number,
): Promise<AdminBookingsPageResult> {
  const rows =
    offset >= deepOffset
      ? await deepPage(db, filter, order, limit + 1, offset, false)
      : await rowsOf(adminBookingsPageQuery(db, filter, order, limit + 1, offset, undefined, false));
  if (rows.length === 0 && offset > 0) return { total: await countMatches(db, filter), estimated: false, rows };
  if (rows.length <= limit) return { total: offset + rows.length, estimated: false, rows };
  return { total: Math.max(estimate, offset + limit + 1), estimated: true, rows: rows.slice(0, limit) };
}

/**
 * The total and one page. Lists of more than EXACT_TOTAL_LIMIT matches get an estimated
 * total (estimatedPage). A page in the far half of a counted list is read from the other
 * end (reversed order), so the last page costs what the first one does; room and booker
 * orders also skip whole groups to reach the middle.
 */
export async function findAdminBookingsPage(
  db: Db,
  wanted: AdminBookingFilter,
  { sort, limit, offset }: AdminBookingPage,
  tuning: Partial<PageTuning> = {},
): Promise<AdminBookingsPageResult> {
  const { deepOffset, exactLimit } = { ...TUNING, ...tuning };
  const order = orderKeys(sort);
  const filter = await resolveFilter(db, wanted);
  const estimate = await estimateMatches(db, filter);
  if (estimate > exactLimit) return estimatedPage(db, filter, order, { limit, offset }, estimate, deepOffset);
  const exact = (total: number, rows: AdminBookingRecord[]) => ({ total, estimated: false, rows });
  if (offset < deepOffset && filter.search) {
    const rows = (await adminBookingsSearchPageQuery(db, filter, order, limit, offset).execute()) as (AdminBookingRecord & {
      total: number;
    })[];
    // No row (no match, or a page past the end) carries no total: count then.
    return exact(rows.length ? Number(rows[0].total) : await countMatches(db, filter), rows);
  }
  if (offset < deepOffset) {
    const [total, rows] = await Promise.all([countMatches(db, filter), rowsOf(adminBookingsPageQuery(db, filter, order, limit, offset))]);
    return exact(total, rows);
  }
  const total = await countMatches(db, filter);
  if (offset >= total) return exact(total, []);
  if (offset <= total / 2) return exact(total, await deepPage(db, filter, order, limit, offset));
  const fromEnd = total - offset - limit;
  const rows = await deepPage(db, filter, reversed(order), limit + Math.min(0, fromEnd), Math.max(0, fromEnd));
  return exact(total, rows.reverse());
}

/** Every booking of the filtered list in its order, with what the CSV export adds (created, decided by). */
export function adminBookingsExportQuery(db: Db, filter: ResolvedFilter, sort: AdminBookingSort) {
  return selectRows(db, filter)
    .leftJoin('users as d', 'd.id', 'b.decided_by')
    .select(['b.created_at', 'd.name as decided_by_name'])
    .orderBy(orderByClause(orderKeys(sort)));
}

export async function findAdminBooking(db: Db, id: number): Promise<AdminBookingRecord | undefined> {
  return (await selectRows(db).where('b.id', '=', id).executeTakeFirst()) as AdminBookingRecord | undefined;
}

/** The ids the filtered list holds, at most `limit` of them (a bulk action's selection). */
export async function matchingBookingIds(db: Db, filter: ResolvedFilter, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings as b')
    .select('b.id')
    .where((eb) => whereFilters(eb, filter))
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
