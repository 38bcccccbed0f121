import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect over an embedded PGlite instance. PGlite has a single connection,
 * so the driver hands it out to one holder at a time: a transaction owns it until
 * commit or rollback, and other queries wait their turn in order.
 */
export class PGliteDialect implements Dialect {
  private halted = false;
  constructor(private readonly pglite: PGlite) {}
  /** No query starts from now on: each waits forever (Database.halt). */
  halt(): void {
    this.halted = true;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, () => this.halted);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/** Resolves after the event loop's next I/O poll: timers, signals and sockets get their turn. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long queries may run back to back before the event loop gets a turn. */
const SLICE_MS = 10;

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  /** When a query last waited for a turn of the event loop. */
  private turnedAt = 0;
  private readonly connection: PGliteConnection;

  constructor(pglite: PGlite, halted: () => boolean) {
    this.connection = new PGliteConnection(pglite, halted);
  }

  async init(): Promise<void> {}

  /**
   * A query that comes more than SLICE_MS after the event loop last turned here waits for a
   * turn first (issue 36). PGlite runs queries on the main thread, and a request's queries — or
   * a queue of waiting ones — ran as one chain of promise callbacks: nothing else ran until it
   * ended. On a large database one CSV export held the thread for seconds: the next requests
   * were not even read, /api/health went unanswered, and SIGTERM and the grace timer waited.
   * A turn per query would cost about half a millisecond each; one per slice costs next to none.
   */
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    if (performance.now() - this.turnedAt > SLICE_MS) {
      await nextTurn();
      this.turnedAt = performance.now();
    }
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).release?.();
  }

  async destroy(): Promise<void> {
    await this.queue;
  }
}

class PGliteConnection implements DatabaseConnection {
  release?: () => void;
  constructor(
    private readonly pglite: PGlite,
    private readonly halted: () => boolean,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.halted()) await new Promise<never>(() => {});
    const result = await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming queries');
  }
}
