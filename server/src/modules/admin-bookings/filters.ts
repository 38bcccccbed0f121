import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminBookingKindFilter } from '../../contracts/admin-bookings';
import type { BookingStatus } from '../../contracts/booking';

export type Eb = ExpressionBuilder<DB & { b: DB['bookings'] }, 'b'>;

export interface AdminBookingFilter {
  search?: string;
  /** A stored status, or "completed" (confirmed and ended); "confirmed" alone is not yet ended (issue 35). */
  status?: BookingStatus | 'completed';
  kind: AdminBookingKindFilter;
  /** The instant "ended" is judged at. */
  now: Date;
}

/** A search text with the rooms and people it names, looked up once per request. */
export interface SearchMatch {
  pattern: string;
  roomIds: number[];
  userIds: number[];
}

export type ResolvedFilter = Omit<AdminBookingFilter, 'search'> & { search: SearchMatch | null };

/** A LIKE pattern matching the text anywhere; the user's % and _ are literal. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * True for the earliest booking of its series (SPEC.md §4): no other booking of the
 * series starts before it (ties broken by id). Probes bookings_series_idx per row.
 */
export function isSeriesParent(eb: Eb) {
  return eb.and([
    eb('b.recurring_booking_id', 'is not', null),
    eb.not(
      eb.exists(
        eb
          .selectFrom('bookings as p')
          .select(sql.lit(1).as('one'))
          .whereRef('p.recurring_booking_id', '=', 'b.recurring_booking_id')
          .where((w) =>
            w.or([
              w('p.start_time', '<', w.ref('b.start_time')),
              w.and([w('p.start_time', '=', w.ref('b.start_time')), w('p.id', '<', w.ref('b.id'))]),
            ]),
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

/**
 * Looks the search up in the small tables first (their own trigram indexes), so the
 * bookings side gets literal id lists: one bitmap OR over the trigram index on purpose
 * and the room and booker indexes, with row estimates the planner can trust.
 */
export async function resolveFilter(db: Kysely<DB> | Transaction<DB>, filter: AdminBookingFilter): Promise<ResolvedFilter> {
  const text = filter.search?.trim();
  if (!text) return { ...filter, search: null };
  const pattern = containsPattern(text);
  // One statement for both lookups (one round trip and one connection per request); users
  // by name and by e-mail as a union, not an OR, so each half uses its own trigram index.
  const matches = await db
    .selectFrom('rooms')
    .select((eb) => [eb.val('room').as('kind'), 'id'])
    .where('room_name', 'ilike', pattern)
    .unionAll((eb) =>
      eb
        .selectFrom(
          db
            .selectFrom('users')
            .select('id')
            .where('name', 'ilike', pattern)
            .union(db.selectFrom('users').select('id').where('email', 'ilike', pattern))
            .as('u'),
        )
        .select((e) => [e.val('user').as('kind'), 'u.id']),
    )
    .execute();
  const ids = (kind: string) => matches.filter((m) => m.kind === kind).map((m) => m.id);
  return { ...filter, search: { pattern, roomIds: ids('room'), userIds: ids('user') } };
}

export function whereFilters(eb: Eb, filter: ResolvedFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const { search } = filter;
  if (search) {
    const matches: Expression<SqlBool>[] = [eb('b.purpose', 'ilike', search.pattern)];
    if (search.roomIds.length) matches.push(sql<SqlBool>`${eb.ref('b.room_id')} = any(${search.roomIds}::int[])`);
    if (search.userIds.length) matches.push(sql<SqlBool>`${eb.ref('b.user_id')} = any(${search.userIds}::int[])`);
    conditions.push(eb.or(matches));
  }
  // Issue 35: the filter shows what the badge says; a confirmed booking that has ended reads Completed.
  if (filter.status === 'completed') conditions.push(eb.and([eb('b.status', '=', 'confirmed'), eb('b.end_time', '<=', filter.now)]));
  else if (filter.status === 'confirmed') conditions.push(eb.and([eb('b.status', '=', 'confirmed'), eb('b.end_time', '>', filter.now)]));
  else if (filter.status) conditions.push(eb('b.status', '=', filter.status));
  if (filter.kind === 'normal') conditions.push(eb('b.recurring_booking_id', 'is', null));
  if (filter.kind === 'recurring-parent') conditions.push(eb('b.id', 'in', seriesParentIds(eb)));
  if (filter.kind === 'recurring-child') {
    conditions.push(eb.and([eb('b.recurring_booking_id', 'is not', null), eb('b.id', 'not in', seriesParentIds(eb))]));
  }
  return eb.and(conditions);
}
