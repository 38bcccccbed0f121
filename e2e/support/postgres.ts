import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../../server/test/template-db';

export interface ScratchDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of `adminUrl` over a connection of its own. */
export async function runSql(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database `<prefix>_<random>` on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL). */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runSql(adminUrl, `create database ${name}`);
  return { url: withDatabase(adminUrl, name), drop: () => runSql(adminUrl, `drop database if exists ${name} with (force)`) };
}
