import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { whereFilters, type ResolvedFilter } from './filters';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Up to this many matches Manage Bookings counts them exactly; above it the total is the
 * planner's estimate, shown as "about N". Counting every match costs about 10 µs a row
 * on PostgreSQL (each row's page is visited to check it is visible and, for a search,
 * to recheck the text): 90 ms for all of 1,000,000 bookings and 250 ms for a common word's
 * 50,000 matches, against 100 ms for the whole request (docs/PERFORMANCE.md).
 */
export const EXACT_TOTAL_LIMIT = 10_000;

/** The total of the filtered list (a builder, so scripts can EXPLAIN it). */
export function adminBookingsCountQuery(db: Db, filter: ResolvedFilter) {
  return db
    .selectFrom('bookings as b')
    .where((eb) => whereFilters(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('n'));
}

export async function countMatches(db: Db, filter: ResolvedFilter): Promise<number> {
  return Number((await adminBookingsCountQuery(db, filter).executeTakeFirstOrThrow()).n);
}

/** How many rows the planner expects the filter to match (from the table's statistics; no row is read). */
export async function estimateMatches(db: Db, filter: ResolvedFilter): Promise<number> {
  const query = db
    .selectFrom('bookings as b')
    .where((eb) => whereFilters(eb, filter))
    .select((eb) => eb.lit(1).as('one'));
  const [row] = (await query.explain('json')) as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  return Math.round(row['QUERY PLAN'][0].Plan['Plan Rows']);
}
