import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { isFolderOnDisk, makePrivate } from './private-folder';
import type { DB } from './schema';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, for `loadDataDir` (tests' templates, `npm run backup`). */
  snapshot?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * PGlite only: no query starts from now on (those waiting, and later ones, wait forever). For
   * the last moments before a forced exit, when the main thread PGlite runs on is needed for
   * the sockets (SIGTERM's grace timer, main.ts).
   */
  halt?(): void;
  /** PostgreSQL only: the connection pool's use right now (/metrics). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** The pool's size limit. */
  max: number;
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const DATE_OID = 1082;
const INT8_OID = 20;

// Dates stay 'YYYY-MM-DD' text: turning them into Date objects would shift them by the
// server's time zone. Counts (int8) become numbers; they never approach 2^53 here.
pg.types.setTypeParser(DATE_OID, (v: string) => v);
pg.types.setTypeParser(INT8_OID, (v: string) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: put every table in this schema (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
  /** PGlite only: start from a `snapshot()` tarball instead of an empty or stored folder. */
  loadDataDir?: Blob;
  /** PGlite only: initdb's options for a new folder, e.g. the test templates' `--wal-segsize=1`. */
  initdbArgs?: string[];
  /**
   * PostgreSQL only: told when an idle pooled connection dies (a server restart, failover or
   * an administrator's terminate). The pool drops that connection and opens a new one when
   * needed; without a listener, pg would throw the error and stop the whole process.
   */
  onConnectionLost?: (error: Error) => void;
}

/**
 * pg's pool.end() resolves once its connections are handed back, before their sockets have
 * closed; close() waits for the sockets too, so whoever drops or restarts the database next
 * (a test dropping its copy, a process exiting after SIGTERM) never cuts a live connection.
 */
function countConnections(pool: pg.Pool): { allClosed(): Promise<void> } {
  let open = 0;
  const closed: (() => void)[] = [];
  pool.on('connect', (client) => {
    open++;
    client.once('end', () => {
      open--;
      if (open === 0) closed.splice(0).forEach((resolve) => resolve());
    });
  });
  return { allClosed: () => (open === 0 ? Promise.resolve() : new Promise((resolve) => closed.push(resolve))) };
}

const warnConnectionLost = (error: Error) => process.emitWarning(`idle database connection lost: ${error.message}`);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    });
    pool.on('error', (error) => (options.onConnectionLost ?? warnConnectionLost)(error));
    const connections = countConnections(pool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await db.destroy();
        await connections.allClosed();
      },
    };
  }
  const onDisk = isFolderOnDisk(options.dataDir);
  if (onDisk) makePrivate(options.dataDir);
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    initDbStartParams: options.initdbArgs,
    extensions: { btree_gin, btree_gist, pg_trgm },
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
    },
  });
  if (onDisk) makePrivate(options.dataDir);
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<DB>({ dialect });
  return {
    db,
    kind: 'pglite',
    halt: () => dialect.halt(),
    close: async () => {
      await db.destroy();
      await pglite.close();
      if (onDisk) makePrivate(options.dataDir);
    },
    snapshot: (compression = 'none') => pglite.dumpDataDir(compression),
  };
}
