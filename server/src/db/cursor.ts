import { randomBytes } from 'node:crypto';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './database';
import type { DB } from './schema';

/**
 * One database session for a while: a pool connection held on PostgreSQL; PGlite has a
 * single session anyway, and holding its one connection would stop every other request,
 * so there statements simply go through the shared queue one by one.
 */
async function holdSession(database: Database): Promise<{ db: Kysely<DB>; release(): void }> {
  if (database.kind === 'pglite') return { db: database.db, release: () => {} };
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const db = await new Promise<Kysely<DB>>((resolve, reject) => {
    database.db
      .connection()
      .execute(async (connection) => {
        resolve(connection);
        await done;
      })
      .catch(reject);
  });
  return { db, release };
}

/**
 * The rows of a query in batches, through a server-side cursor, so a result of any size
 * never sits in the server's memory at once. The cursor is WITH HOLD (it outlives its
 * statement's transaction): on PGlite other requests run between two batches.
 */
export async function* cursorBatches<R>(database: Database, query: Compilable<R>, batchSize = 500): AsyncGenerator<R[]> {
  const session = await holdSession(database);
  const name = `cursor_${randomBytes(8).toString('hex')}`;
  const { sql, parameters } = query.compile();
  try {
    await session.db.executeQuery(CompiledQuery.raw(`declare ${name} no scroll cursor with hold for ${sql}`, [...parameters]));
    try {
      for (;;) {
        const { rows } = await session.db.executeQuery<R>(CompiledQuery.raw(`fetch ${batchSize} from ${name}`));
        if (rows.length === 0) return;
        yield rows;
      }
    } finally {
      await session.db.executeQuery(CompiledQuery.raw(`close ${name}`));
    }
  } finally {
    session.release();
  }
}
