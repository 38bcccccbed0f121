import { CAPABILITIES, ROLES, type Role } from '../src/contracts/roles';
import { AUTHORIZATION_TABLE, DESIGN_CAPABILITIES, type Audience, type Entry } from './authorization-table';
import { MatrixFixture } from './matrix-fixture';
import { fillPath, registeredRoutes, routeKey } from './route-inventory';

/**
 * DESIGN.md §4 as one table: every API route × {no session, each role} → 2xx, 401 or
 * 403. The table is checked against the routes the app really registers, so a new
 * route without an entry (or an entry whose route is gone) fails here.
 */
let fx: MatrixFixture;
beforeAll(async () => {
  fx = await MatrixFixture.start();
});
afterAll(() => fx.close());

function isAllowed(who: Audience, role: Role | null): boolean {
  if (who === 'public') return true;
  if (role === null) return false;
  if (who === 'user') return true;
  return (DESIGN_CAPABILITIES[who] as readonly Role[]).includes(role);
}

const expected = (entry: Entry, role: Role | null) => (isAllowed(entry.who, role) ? entry.ok : role === null ? 401 : 403);

const auditCount = async () =>
  Number(
    (
      await fx.ctx.app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the table covers the API', () => {
  it('has exactly one entry for every registered route', () => {
    const routes = registeredRoutes(fx.ctx.app).map(routeKey);
    const table = Object.keys(AUTHORIZATION_TABLE);
    expect({ missingFromTable: routes.filter((r) => !table.includes(r)), withoutRoute: table.filter((t) => !routes.includes(t)) }).toEqual({
      missingFromTable: [],
      withoutRoute: [],
    });
  });

  it('grants what DESIGN.md §4 grants (roles.ts agrees with the design)', () => {
    const sorted = (table: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(table).map(([k, v]) => [k, [...v].sort()]));
    expect(sorted(CAPABILITIES)).toEqual(sorted(DESIGN_CAPABILITIES));
    for (const roles of Object.values(DESIGN_CAPABILITIES)) expect(roles).toContain('super_admin');
  });
});

const audiences: (Role | null)[] = [null, ...ROLES];
const cells = Object.entries(AUTHORIZATION_TABLE).flatMap(([key, entry]) =>
  audiences.map((role) => [key, role ?? 'no session', expected(entry, role), entry, role] as const),
);

describe('authorization matrix', () => {
  it.each(cells)('%s as %s → %d', async (key, _name, status, entry, role) => {
    const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const allowed = isAllowed(entry.who, role);
    const request = (await entry.request?.(fx, { role, allowed })) ?? {};
    const before = allowed ? 0 : await auditCount();
    const streamed = allowed && entry.stream === true;
    const res = await fx.inject({
      role,
      method,
      url: request.url ?? path,
      payload: request.payload,
      headers: request.headers,
      cookie: request.cookie,
      payloadAsStream: streamed,
    });
    // A stream never ends by itself: its status is read from the headers and the stream let go
    // (the app ends it when the fixture closes).
    if (streamed) res.stream().destroy();
    expect({ status: res.statusCode, body: res.statusCode === status || streamed ? '' : res.body }).toEqual({ status, body: '' });
    if (!allowed) {
      expect(res.json().message).toEqual(expect.any(String));
      // Authorization comes before validation: a malformed request is refused the same way.
      const malformed = await fx.inject({
        role,
        method,
        url: `${fillPath(path, 'abc')}?limit=-1`,
        payload: method === 'GET' ? undefined : { unexpected: [] },
      });
      expect({ malformed: malformed.statusCode }).toEqual({ malformed: status });
      expect(await auditCount()).toBe(before);
    }
  });
});
