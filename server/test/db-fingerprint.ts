import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

/** The stored data a refused request must not touch (sessions come and go with sign-ins). */
export const FINGERPRINT_TABLES = [
  'users',
  'bookings',
  'rooms',
  'blocks',
  'igh_requests',
  'recurring_series',
  'audit_log',
  'events',
  'notifications',
] as const;

/**
 * Row count and a digest of every row of each table (the sum of the rows' text hashes,
 * cheap and order-free): equal fingerprints mean nothing was inserted, deleted or
 * updated, which a count alone would not show.
 */
export async function fingerprint(db: Kysely<DB>): Promise<Record<string, string>> {
  const columns = FINGERPRINT_TABLES.map(
    (table) =>
      `(select count(*)::text || ' rows, digest ' || coalesce(sum(hashtext(t::text)::bigint), 0)::text from ${table} t) as ${table}`,
  );
  const { rows } = await sql<Record<string, string>>`select ${sql.raw(columns.join(', '))}`.execute(db);
  return rows[0];
}
