import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '../src/contracts/roles';
import { fingerprint } from './db-fingerprint';
import { requestsFor, schemasOf, toInject, type FuzzRequest } from './fuzz-requests';
import { createTestApp, DEMO, loginAs, type TestContext } from './helpers';
import { registeredRoutes, routeKey, type RouteRef } from './route-inventory';

/**
 * Property: whatever arrives at any route (random JSON, wrong types, huge or deeply
 * nested bodies, unknown fields, broken JSON, other content types, odd query strings
 * and path ids), the API never answers 5xx, every refusal is JSON with a message, and
 * a refused request leaves the stored data exactly as it was. Bounded by default
 * (fixed seed, FUZZ_RUNS per route and caller); see docs/TESTING.md for longer runs.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20260304);

let ctx: TestContext;
let routes: RouteRef[];
let openApi: Parameters<typeof schemasOf>[0];
beforeAll(async () => {
  ctx = await createTestApp();
  routes = registeredRoutes(ctx.app);
  openApi = ctx.app.swagger() as typeof openApi;
}, 120_000);
afterAll(() => ctx.close());

/** What must hold for one answer; throws with the request and answer when it does not. */
function checkAnswer(res: LightMyRequestResponse, label: string): void {
  const fail = (why: string) => {
    throw new Error(`${label} → ${res.statusCode} ${why}: ${res.body.slice(0, 400)}`);
  };
  if (res.statusCode >= 500) fail('server error');
  if (!res.body) return;
  if (!String(res.headers['content-type']).startsWith('application/json')) fail('not JSON');
  const body = res.json();
  if (res.statusCode < 400) return;
  if (typeof body?.message !== 'string' || !body.message) fail('no message');
  // DESIGN.md §7: {message, errors?} plus a rule's details, never Fastify's own error shape.
  if ('statusCode' in body || 'code' in body) fail("Fastify's default error shape");
}

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
  const restoreRole = () => ctx.app.db.updateTable('users').set({ access: [role] }).where('id', '=', userId).execute();

  /** Logout ends the session it is sent with, so it gets one of its own. */
  async function sessionFor(route: RouteRef): Promise<string> {
    if (route.url !== '/api/logout') return cookie;
    const user = await ctx.app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return loginAs(ctx.app, user.email);
  }

  /** The data as the last request left it; requests run one at a time, so it is the next one's "before". */
  let known: Awaited<ReturnType<typeof fingerprint>> | null = null;

  async function send(route: RouteRef, request: FuzzRequest): Promise<void> {
    const options = toInject(route, request);
    const session = await sessionFor(route);
    const before = known ?? (await fingerprint(ctx.app.db));
    known = null;
    const res = await ctx.app.inject({ ...options, headers: { ...options.headers, cookie: session } });
    const label = `${options.method} ${options.url} ${String(options.payload ?? '').slice(0, 200)}`;
    checkAnswer(res, label);
    const after = await fingerprint(ctx.app.db);
    if (res.statusCode >= 400) expect({ label, data: after }).toEqual({ label, data: before });
    known = after;
  }

  it(`no route answers 5xx; refusals are JSON with a message and change nothing (${RUNS} runs per route)`, async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const [index, route] of routes.entries()) {
      await restoreRole();
      known = null;
      const property = fc.asyncProperty(requestsFor(route, schemasOf(openApi, route)), (request) => send(route, request));
      await fc.assert(property, { seed: SEED + index, numRuns: RUNS }).catch((error: Error) => {
        throw new Error(`${routeKey(route)}: ${error.message}`);
      });
    }
  }, 120_000 + RUNS * 20_000);
});
