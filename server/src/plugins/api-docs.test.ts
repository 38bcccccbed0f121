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
