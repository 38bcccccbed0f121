import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminBookingKindFilter } from '../../contracts/admin-bookings';
import type { BookingStatus } from '../../contracts/booking';

export type Eb = ExpressionBuilder<DB & { b: DB['bookings'] }, 'b'>;

export interface AdminBookingFilter {
  search?: string;
  status?: BookingStatus;
  kind: AdminBookingKindFilter;
}

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

export function whereFilters(eb: Eb, filter: AdminBookingFilter): Expression<SqlBool> {
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
