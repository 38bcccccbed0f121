import { sql } from 'kysely';
import pg from 'pg';
import { testPostgresUrl } from '../../test/helpers';
import { openDatabase } from './database';

// A PostgreSQL restart or failover ends the pool's idle connections. pg reports that as an
// 'error' event, which without a listener stops the whole Node process (CI once died of it).
const url = testPostgresUrl();
// PGlite has no connections to lose: the "server" project skips this file's one case.
const onPostgres = url ? describe : describe.skip;

onPostgres('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection, reports it, and answers the next query', async () => {
    let reported: (error: Error) => void = () => {};
    const lost = new Promise<Error>((resolve) => (reported = resolve));
    const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1, onConnectionLost: (e) => reported(e) });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        // Ends only the connection this test opened, as an administrator's command would.
        await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      } finally {
        await admin.end();
      }
      expect((await lost).message).toMatch(/terminating connection/);
      const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
