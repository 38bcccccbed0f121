import { sql, type RawBuilder } from 'kysely';
import type { AdminBookingSort } from '../../contracts/admin-bookings';

type Direction = 'asc' | 'desc';
export interface OrderKey {
  expr: RawBuilder<unknown>;
  dir: Direction;
  /** The joined table the key reads, if any. */
  joins?: 'rooms' | 'users';
}

const key = (expr: RawBuilder<unknown>, dir: Direction, joins?: OrderKey['joins']): OrderKey => ({ expr, dir, joins });
const newestFirst = [key(sql`b.start_time`, 'desc'), key(sql`b.id`, 'desc')];

/**
 * The list's order over aliases b (bookings), r (rooms), u (users). Every order ends
 * with a unique key so pages never repeat or skip a row. Names sort lower-cased in byte
 * order ("C") like Manage Users/Rooms, so PGlite and PostgreSQL agree; the id keeps
 * same-named rooms or people apart.
 */
export function orderKeys(sort: AdminBookingSort): OrderKey[] {
  switch (sort) {
    case 'date-asc':
      return [key(sql`b.start_time`, 'asc'), key(sql`b.id`, 'asc')];
    case 'room':
      return [key(sql`lower(r.room_name) collate "C"`, 'asc', 'rooms'), key(sql`r.id`, 'asc', 'rooms'), ...newestFirst];
    case 'status':
      return [key(sql`b.status`, 'asc'), ...newestFirst];
    case 'faculty':
      return [key(sql`lower(u.name) collate "C"`, 'asc', 'users'), key(sql`u.id`, 'asc', 'users'), ...newestFirst];
    default:
      return newestFirst;
  }
}

/** The same order read from the other end. */
export const reversed = (keys: OrderKey[]): OrderKey[] => keys.map((k) => ({ ...k, dir: k.dir === 'asc' ? 'desc' : 'asc' }));

/** An ORDER BY list for Kysely's orderBy. */
export const orderByClause = (keys: OrderKey[]) => sql.join(keys.map((k) => sql`${k.expr} ${sql.raw(k.dir)}`));
