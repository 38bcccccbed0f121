import { createTestApp, type TestContext } from '../../test/helpers';

// Issue 16: interactive API docs at /api/docs, generated from the route schemas, under the strict CSP.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

it('serves the Swagger UI page with only scripts of its own, under the site CSP', async () => {
  const res = await get('/api/docs/');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  const scripts = [...res.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/src="/);
    expect(body.trim()).toBe('');
  }
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
  expect(csp).toContain("frame-ancestors 'none'");
  for (const [, attributes] of scripts) {
    const src = /src="\.?([^"]+)"/.exec(attributes)![1];
    const file = await get(src.startsWith('/api/docs') ? src : `/api/docs${src}`);
    expect({ src, status: file.statusCode }).toEqual({ src, status: 200 });
    expect(file.headers['content-type']).toMatch(/javascript/);
  }
});

it('turns the online validator off (it would load an image from another site)', async () => {
  const res = await get('/api/docs/static/swagger-initializer.js');
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatch(/"validatorUrl":\s*null/);
});

it('documents the routes from their schemas', async () => {
  const res = await get('/api/docs/json');
  expect(res.statusCode).toBe(200);
  const spec = res.json();
  expect(spec.info.title).toBe('Campus Room Booking API');
  expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/faculty/bookroom', '/api/admin/users', '/api/ready']));
  expect(spec.paths['/api/faculty/bookroom'].post.requestBody.content['application/json'].schema.required).toEqual(
    expect.arrayContaining(['room_id', 'start_time', 'end_time', 'purpose']),
  );
});

describe('/api/openapi.json lints clean (issue 36: redocly recommended rules)', () => {
  type Operation = {
    summary?: string;
    operationId?: string;
    security?: Record<string, string[]>[];
    tags?: string[];
    parameters?: { in: string; name: string }[];
  };
  const operations = async () => {
    const spec = (await get('/api/openapi.json')).json();
    const ops = Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, ...op })),
    );
    return { spec, ops };
  };

  it('has a server entry and a cookie security scheme', async () => {
    const { spec } = await operations();
    expect(spec.servers).toEqual([{ url: expect.stringMatching(/^https?:\/\//), description: expect.any(String) }]);
    expect(spec.components.securitySchemes.session).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'crb_session' }));
    expect(spec.info.license).toEqual(expect.objectContaining({ name: expect.any(String) }));
  });

  it('gives every operation a summary and a unique, URL-safe operationId', async () => {
    const { ops } = await operations();
    expect(ops.length).toBeGreaterThan(50);
    // no-path-trailing-slash: SPEC.md's /igh/update_status/ is documented once, without the slash.
    expect(ops.filter((op) => op.key.endsWith('/')).map((op) => op.key)).toEqual([]);
    expect(ops.map((op) => op.key)).toContain('POST /api/igh/update_status');
    expect(ops.filter((op) => !op.summary || !op.operationId).map((op) => op.key)).toEqual([]);
    expect(ops.filter((op) => !/^[A-Za-z0-9]+$/.test(op.operationId!)).map((op) => op.key)).toEqual([]);
    const seen = new Map<string, string>();
    const twice = ops.flatMap((op) =>
      seen.has(op.operationId!) ? [[seen.get(op.operationId!), op.key]] : (seen.set(op.operationId!, op.key), []),
    );
    expect(twice).toEqual([]);
    expect(ops.find((op) => op.key === 'PUT /api/admin/bookings/{id}')).toMatchObject({
      summary: 'Update admin bookings by id',
      operationId: 'putAdminBookingsById',
    });
  });

  it('declares every path parameter (path-parameters-defined)', async () => {
    const { ops } = await operations();
    const undeclared = ops.flatMap((op) =>
      [...op.key.matchAll(/\{([^}]+)\}/g)]
        .map((m) => m[1])
        .filter((name) => !op.parameters?.some((p) => p.in === 'path' && p.name === name))
        .map((name) => `${op.key} {${name}}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('marks the operations behind a session guard with the cookie scheme, and says the public ones need none', async () => {
    const { ops } = await operations();
    const security = (key: string) => ops.find((op) => op.key === key)?.security;
    expect(security('POST /api/faculty/bookroom')).toEqual([{ session: [] }]);
    expect(security('GET /api/admin/users')).toEqual([{ session: [] }]);
    expect(security('GET /api/health')).toEqual([]);
    expect(security('POST /api/auth/demo')).toEqual([]);
    expect(ops.filter((op) => op.security === undefined).map((op) => op.key)).toEqual([]);
  });
});
