/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_initial';
import * as m0003 from './migrations/0003_users_rooms_indexes';
import * as m0004 from './migrations/0004_admin_bookings_indexes';
import * as m0005 from './migrations/0005_booking_order_indexes';
import * as m0006 from './migrations/0006_owner_deleted';
import * as m0007 from './migrations/0007_search_status_index';
import * as m0008 from './migrations/0008_events_notifications';
import * as m0009 from './migrations/0009_sessions_and_limits';
import * as m0010 from './migrations/0010_live_room_start_index';
import * as m0011 from './migrations/0011_campus_rules';
import * as m0012 from './migrations/0012_mail_calendar';
import * as m0018 from './migrations/0018_live_length_and_start_index';
import * as m0019 from './migrations/0019_stats_columns';
import * as m0020 from './migrations/0020_stats_requests';
import * as m0031 from './migrations/0031_imports';
import * as m0040 from './migrations/0040_check_in';
import * as m0041 from './migrations/0041_reminders';
import * as m0042 from './migrations/0042_waitlist';
import * as m0050 from './migrations/0050_expired_status';
import * as m0051 from './migrations/0051_series_booked_by';

/**
 * Migrations are listed here (not read from disk) so the bundled server carries them.
 * Add a new file under migrations/ and one line below; names sort in run order.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0003_users_rooms_indexes': m0003,
  '0004_admin_bookings_indexes': m0004,
  '0005_booking_order_indexes': m0005,
  '0006_owner_deleted': m0006,
  '0007_search_status_index': m0007,
  '0008_events_notifications': m0008,
  '0009_sessions_and_limits': m0009,
  '0010_live_room_start_index': m0010,
  '0011_campus_rules': m0011,
  '0012_mail_calendar': m0012,
  '0018_live_length_and_start_index': m0018,
  '0019_stats_columns': m0019,
  '0020_stats_requests': m0020,
  '0031_imports': m0031,
  '0040_check_in': m0040,
  '0041_reminders': m0041,
  '0042_waitlist': m0042,
  '0050_expired_status': m0050,
  '0051_series_booked_by': m0051,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** Extensions are database-wide; they live in `public` so every schema can use them. */
export async function ensureExtensions(db: Kysely<any>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await sql`create extension if not exists btree_gist with schema public`.execute(db);
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`create extension if not exists btree_gin with schema public`.execute(db);
      return;
    } catch (error) {
      // Two processes creating it at once: one wins, the other retries and finds it.
      if (attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
    }
  }
}

const migratorOf = (db: Kysely<any>, schema?: string) =>
  new Migrator({
    db,
    provider: new StaticProvider(),
    // Work lands from several branches; a database that already ran a later-numbered
    // migration still takes an earlier-numbered one that arrived after it.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });

/** This build's migrations that the database has not run (GET /api/ready). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await migratorOf(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  await ensureExtensions(db);
  const migrator = migratorOf(db, schema);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
