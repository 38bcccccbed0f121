import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { buildApp, type App } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase, testConfig } from '../../test/helpers';

// Issue 16, finding 7: SQL parameters (people's data) never reach the log.

const SECRET = 'private.person@campus.example';
const lines: string[] = [];
let database: Database;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(testConfig({ logLevel: 'info' }), { database, logger: { stream } });
  // A statement that fails on the database with a person's e-mail among its parameters.
  app.get('/test/failing-query', async () => sql`select ${SECRET}::text as email from no_such_table`.execute(app.db));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('logs a failed statement (500) with its SQLSTATE and SQL text, not its parameters', async () => {
  const res = await app.inject({ method: 'GET', url: '/test/failing-query' });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain(SECRET);
  const logged = lines.find((l) => l.includes('request failed'));
  expect(logged).toBeDefined();
  expect(logged).toContain('42P01');
  expect(logged).not.toContain(SECRET);
});

it('redacts the quoted values of a database error detail, cookies and bearer tokens', () => {
  const err = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    detail: `Key (email)=(${SECRET}) already exists.`,
  });
  app.log.error({ err, req: { headers: { cookie: 'crb_session=abc', authorization: 'Bearer token-123' } } }, 'write failed');
  const logged = lines.find((l) => l.includes('write failed'))!;
  expect(logged).toContain('23505');
  expect(logged).not.toContain(SECRET);
  expect(logged).not.toContain('abc');
  expect(logged).not.toContain('token-123');
});

// Issue 36: the info-level request log recorded the whole calendar-feed URL, which is its secret.
it('logs no calendar-feed token and no secret query parameter of a request URL', async () => {
  const feedToken = 'feedtoken0123456789abcdefABCDEF';
  await app.inject({ method: 'GET', url: `/api/calendar/${feedToken}.ics` });
  await app.inject({ method: 'GET', url: '/api/health?access_token=qwerty123&view=week&state=st4te' });
  const logged = lines.filter((l) => l.includes('incoming request')).join('\n');
  expect(logged).toContain('/api/calendar/[redacted].ics');
  expect(logged).toContain('/api/health?access_token=[redacted]&view=week&state=[redacted]');
  expect(logged).not.toContain(feedToken);
  expect(logged).not.toContain('qwerty123');
  expect(logged).not.toContain('st4te');
});
