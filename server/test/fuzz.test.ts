import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '../src/contracts/roles';
import { AUTHORIZATION_TABLE } from './authorization-table';
import { watchRowWrites } from './db-fingerprint';
import { queryString, requestsFor, schemasOf, toInject, type FuzzRequest } from './fuzz-requests';
import { refusedIn, sampleOf, storedTextProblems, textLeaves, withValueAt } from './fuzz-text';
import { objectFor } from './fuzz-values';
import { createTestApp, DEMO, loginAs, type TestContext } from './helpers';
import { fillPath, registeredRoutes, routeKey, type RouteRef } from './route-inventory';

/**
 * Property: whatever arrives at any route (random JSON, wrong types, huge or deeply
 * nested bodies, unknown fields, broken JSON, other content types, odd query strings
 * and path ids), the API never answers 5xx, every refusal is JSON with a message, and
 * a refused request leaves the stored data exactly as it was. Bounded by default
 * (fixed seed, FUZZ_RUNS per route and caller); see docs/TESTING.md for longer runs.
 */
const DEFAULT_RUNS = 30;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const SEED = Number(process.env.FUZZ_SEED ?? 20260304);

/** Every API route; each is fuzzed with the seed FUZZ_SEED + its index here. */
const ROUTE_KEYS = Object.keys(AUTHORIZATION_TABLE);

let ctx: TestContext;
let routes: RouteRef[];
let openApi: Parameters<typeof schemasOf>[0];
/** Rows written so far to the tables a refused request must not touch (db-fingerprint.ts). */
let rowWrites: () => Promise<number>;
beforeAll(async () => {
  ctx = await createTestApp();
  rowWrites = await watchRowWrites(ctx.app.db);
  routes = registeredRoutes(ctx.app);
  openApi = ctx.app.swagger() as typeof openApi;
});
afterAll(() => ctx.close());

/** What must hold for one answer; throws with the request and answer when it does not. */
function checkAnswer(res: LightMyRequestResponse, label: string): void {
  const fail = (why: string) => {
    throw new Error(`${label} → ${res.statusCode} ${why}: ${res.body.slice(0, 400)}`);
  };
  if (res.statusCode >= 500) fail('server error');
  if (!res.body) return;
  // The CSV export and /robots.txt answer a file; their refusals are JSON like every other route's.
  if (res.statusCode < 400 && /^text\/(csv|plain)/.test(String(res.headers['content-type']))) return;
  if (!String(res.headers['content-type']).startsWith('application/json')) fail('not JSON');
  const body = res.json();
  if (res.statusCode < 400) return;
  if (typeof body?.message !== 'string' || !body.message) fail('no message');
  // DESIGN.md §7: {message, errors?} plus a rule's details, never Fastify's own error shape.
  if ('statusCode' in body || 'code' in body) fail("Fastify's default error shape");
}

it('counts the rows a request writes and keeps, and not those rolled back (the check the sweeps below rely on)', async () => {
  const start = await rowWrites();
  await ctx.app.db
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('blocks').values({ block_name: 'Rolled back' }).execute();
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect((await rowWrites()) - start).toBe(0);
  const { id } = await ctx.app.db.insertInto('blocks').values({ block_name: 'Kept' }).returning('id').executeTakeFirstOrThrow();
  await ctx.app.db.deleteFrom('blocks').where('id', '=', id).execute();
  expect((await rowWrites()) - start).toBe(2);
});

it('a URL with broken percent-encoding answers 400 in the API error shape', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/bookings/%zz' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: 'The request URL is not valid.' });
});

describe.each([
  ['rb_faculty', DEMO.faculty],
  ['super_admin', DEMO.superAdmin],
] as [Role, string][])('random and malformed requests as %s', (role, email) => {
  let userId: number;
  let cookie: string;
  beforeAll(async () => {
    userId = (await ctx.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    cookie = await loginAs(ctx.app, email);
  });

  /** Earlier runs may have edited this user (as super_admin may); give the role back. */
  const restoreRole = () =>
    ctx.app.db
      .updateTable('users')
      .set({ access: [role] })
      .where('id', '=', userId)
      .execute();

  const signInAgain = async () => {
    const user = await ctx.app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return loginAs(ctx.app, user.email);
  };

  /** Logout ends the session it is sent with, so it gets one of its own. */
  async function sessionFor(route: RouteRef): Promise<string> {
    return route.url === '/api/logout' ? signInAgain() : cookie;
  }

  /** The writes counted after the last request; requests run one at a time, so it is the next one's "before". */
  let known: number | null = null;

  async function send(route: RouteRef, request: FuzzRequest): Promise<void> {
    const options = toInject(route, request);
    const session = await sessionFor(route);
    const before = known ?? (await rowWrites());
    known = null;
    const streamed = AUTHORIZATION_TABLE[routeKey(route)]?.stream === true;
    const inject = (payloadAsStream: boolean) =>
      ctx.app.inject({ ...options, headers: { ...options.headers, cookie: session }, payloadAsStream });
    let res = await inject(streamed);
    if (streamed) {
      // An accepted stream never ends by itself (the app ends it when it closes): its 200 is read
      // from the headers; a refusal ends at once, so the same request is read again as a whole answer.
      res.stream().destroy();
      if (res.statusCode < 400) {
        expect({ status: res.statusCode, type: res.headers['content-type'] }).toEqual({
          status: 200,
          type: expect.stringMatching(/^text\/event-stream/),
        });
        known = null;
        return;
      }
      res = await inject(false);
    }
    // Signing out everywhere ends the shared session too.
    if (route.url === '/api/logout/everywhere' && res.statusCode === 200) cookie = await signInAgain();
    const label = `${options.method} ${options.url} ${String(options.payload ?? '').slice(0, 200)}`;
    checkAnswer(res, label);
    const after = await rowWrites();
    if (res.statusCode >= 400) expect({ label, rowsWritten: after - before }).toEqual({ label, rowsWritten: 0 });
    known = after;
  }

  // One test per route, named by the authorization table's keys (the matrix checks that they
  // are exactly the registered routes), so each stays a few seconds at the default runs.
  it.each(ROUTE_KEYS.map((key, index) => [key, index] as const))(
    `%s: never 5xx; refusals are JSON with a message and change nothing (${RUNS} runs)`,
    async (key, index) => {
      const route = routes.find((r) => routeKey(r) === key);
      if (!route) throw new Error(`${key} is in the authorization table but not registered`);
      await restoreRole();
      known = null;
      const property = fc.asyncProperty(requestsFor(route, schemasOf(openApi, route)), (request) => send(route, request));
      await fc.assert(property, { seed: SEED + index, numRuns: RUNS }).catch((error: Error) => {
        throw new Error(`${key}: ${error.message}`);
      });
    },
    // Only longer, explicitly asked-for runs (FUZZ_RUNS above the default) get more time.
    RUNS > DEFAULT_RUNS ? RUNS * 1_000 : undefined,
  );
});

describe('the text rule on every route (contracts/text-rule.ts)', () => {
  let cookie: string;
  let fields = 0;
  beforeAll(async () => {
    cookie = await loginAs(ctx.app, DEMO.superAdmin);
  });

  // One test per route, like the random requests above, so each stays well within Jest's 5 s.
  it.each(ROUTE_KEYS.map((key, index) => [key, index] as const))(
    '%s: every string field refuses NUL, control characters and, when single-line, line breaks and bidi controls',
    async (key, index) => {
      const route = routes.find((r) => routeKey(r) === key);
      if (!route) throw new Error(`${key} is in the authorization table but not registered`);
      const { body, query } = schemasOf(openApi, route);
      const parts = [
        ...textLeaves(body).map((leaf) => ({ leaf, inBody: true })),
        ...textLeaves(query).map((leaf) => ({ leaf, inBody: false })),
      ];
      const refusals: string[] = [];
      for (const { leaf, inBody } of parts) {
        fields += 1;
        // A base that fits the body limit: this sweep is about the text rule, not about size (413).
        const base = sampleOf(
          objectFor((inBody ? body : query)!).filter((o) => JSON.stringify(o).length < 16_000),
          SEED + index,
        );
        for (const bad of refusedIn(leaf.kind)) {
          const value = withValueAt(base, leaf.path, bad) as Record<string, unknown>;
          const url = fillPath(route.url, '1') + (inBody ? '' : `?${queryString(value)}`);
          const before = await rowWrites();
          const res = await ctx.app.inject({ method: route.method, url, headers: { cookie }, ...(inBody ? { payload: value } : {}) });
          const label = `${route.method} ${url} ${leaf.path.join('.')}=${JSON.stringify(bad)}`;
          checkAnswer(res, label);
          if (res.statusCode !== 400) refusals.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          expect({ label, rowsWritten: (await rowWrites()) - before }).toEqual({ label, rowsWritten: 0 });
        }
      }
      expect(refusals).toEqual([]);
    },
  );

  it('found the text fields of the routes (the sweep above is not empty)', () => {
    expect(fields).toBeGreaterThan(30);
  });

  it('after all the fuzzing, no stored text breaks the rule (no NUL, control character or bidi control reached the database)', async () => {
    expect(await storedTextProblems(ctx.app.db)).toEqual([]);
  });
});
