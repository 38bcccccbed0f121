import { Writable } from 'node:stream';
import { buildApp, type App } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase, testConfig } from '../../test/helpers';

// Issue 36: a path parameter over the router's 100 characters answered 500
// (FST_ERR_MAX_PARAM_LENGTH) before sign-in was checked, and the whole URL was logged as an error.
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
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const LONG = 'a'.repeat(101);

it.each([
  ['signed out, a guarded route', 'DELETE', `/api/admin/bookings/${LONG}`],
  ['a calendar feed token', 'GET', `/api/calendar/${LONG}.ics`],
  ['a read', 'GET', `/api/admin/rooms/${LONG}/calendar-feed`],
])('a path parameter over 100 characters (%s) answers 400 JSON, and the URL is not logged as an error', async (_, method, url) => {
  lines.length = 0;
  const res = await app.inject({ method: method as 'GET', url });
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ message: 'A value in the request URL is too long (at most 100 characters).' });
  expect(lines.filter((l) => l.includes('"level":50'))).toEqual([]);
  expect(lines.filter((l) => l.includes('before routing'))).toEqual([]);
});
