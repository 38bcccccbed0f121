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
  'imports',
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

/**
 * A cheaper check than `fingerprint` for a long run of requests: counts every row inserted,
 * updated or deleted in FINGERPRINT_TABLES and kept (triggers add to a counter in the same
 * transaction, so a rolled-back write counts nothing). Equal counts before and after a request
 * mean it committed no write there — stricter than equal digests, which a write of the same
 * values would pass. Installs test-only triggers in the test's own database; returns the reader.
 */
export async function watchRowWrites(db: Kysely<DB>): Promise<() => Promise<number>> {
  await sql`create table test_row_writes (n bigint not null)`.execute(db);
  await sql`insert into test_row_writes values (0)`.execute(db);
  await sql`create function test_count_row_write() returns trigger language plpgsql as $$
    begin update test_row_writes set n = n + 1; return null; end $$`.execute(db);
  for (const table of FINGERPRINT_TABLES) {
    await sql`create trigger test_count_row_write after insert or update or delete on ${sql.table(table)}
      for each row execute function test_count_row_write()`.execute(db);
  }
  return async () => Number((await sql<{ n: string | number }>`select n from test_row_writes`.execute(db)).rows[0].n);
}
