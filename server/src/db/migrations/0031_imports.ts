import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 31, import (DESIGN.md §10): one row per committed import of rooms, users or a
 * timetable, with its counts and, once undone, when and by whom. Rooms, users and bookings
 * remember the import that created them (import_id), so undo finds exactly those; the
 * bookings' index serves undo and the booker-by-booker summary events of an import, whose
 * events are about the import (events.entity 'import').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table imports (
      id serial primary key,
      kind text not null check (kind in ('rooms', 'users', 'bookings')),
      file_name text,
      created_by integer not null references users(id),
      created_at timestamptz not null,
      row_count integer not null,
      created_count integer not null,
      updated_count integer not null,
      unchanged_count integer not null,
      skipped_count integer not null,
      undone_at timestamptz,
      undone_by integer references users(id)
    );
    create index imports_created_idx on imports (created_at desc, id desc);
    alter table rooms add column import_id integer references imports(id);
    alter table users add column import_id integer references imports(id);
    alter table bookings add column import_id integer references imports(id);
    create index rooms_import_idx on rooms (import_id) where import_id is not null;
    create index users_import_idx on users (import_id) where import_id is not null;
    create index bookings_import_idx on bookings (import_id, user_id) where import_id is not null;
    alter table events drop constraint events_entity_check;
    alter table events add constraint events_entity_check check (entity in ('booking', 'recurring_series', 'igh_request', 'import'));
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from events where entity = 'import';
    alter table events drop constraint events_entity_check;
    alter table events add constraint events_entity_check check (entity in ('booking', 'recurring_series', 'igh_request'));
    alter table bookings drop column import_id;
    alter table users drop column import_id;
    alter table rooms drop column import_id;
    drop table imports;
    `,
  );
}
