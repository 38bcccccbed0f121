import { type Kysely } from 'kysely';
import { runStatements } from '../run-statements';

/**
 * Issue 16: sessions end after an idle time too (last_seen_at); a super_admin can deactivate
 * a user (deactivated_at: sign-in refused, sessions ended); sign-in attempts are counted in
 * the database so the limit holds across several server processes (rate_limit_hits, one
 * row per limited key and fixed window, reusable by any route).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table users add column deactivated_at timestamptz;
    alter table sessions add column last_seen_at timestamptz not null default now();
    create index sessions_expires_idx on sessions (expires_at);
    create table rate_limit_hits (
      key text primary key,
      hits integer not null,
      window_ends timestamptz not null
    );
    create index rate_limit_hits_window_idx on rate_limit_hits (window_ends);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table rate_limit_hits;
    drop index sessions_expires_idx;
    alter table sessions drop column last_seen_at;
    alter table users drop column deactivated_at;
    `,
  );
}
