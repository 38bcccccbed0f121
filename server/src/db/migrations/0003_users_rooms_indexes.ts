import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Manage Users and Manage Rooms page in SQL (DESIGN.md §6): their sort orders get
 * b-tree indexes, and the case-insensitive substring filters trigram indexes
 * (pg_trgm is created before migrations run). Sorting is by lower-cased name in
 * byte order ("C"), so PGlite and PostgreSQL agree whatever the server's locale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index users_name_order_idx on users (lower(name) collate "C", id);
    create index users_name_trgm_idx on users using gin (name gin_trgm_ops);
    create index users_email_trgm_idx on users using gin (email gin_trgm_ops);
    create index users_department_trgm_idx on users using gin (department gin_trgm_ops);
    create index rooms_name_order_idx on rooms (lower(room_name) collate "C", id);
    create index rooms_name_trgm_idx on rooms using gin (room_name gin_trgm_ops);
    create index rooms_block_idx on rooms (block_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index rooms_block_idx; drop index rooms_name_trgm_idx; drop index rooms_name_order_idx;
    drop index users_department_trgm_idx; drop index users_email_trgm_idx;
    drop index users_name_trgm_idx; drop index users_name_order_idx;
  `,
  );
}
