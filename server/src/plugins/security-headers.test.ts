import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestContext } from '../../test/helpers';
import { ROBOTS_TXT } from './robots';
import { IMMUTABLE, REVALIDATE } from './spa';

// Issue 16, finding 3 (security headers) and finding 7 (source maps not served publicly);
// issue 34: caching and precompressed client files, robots.txt.

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>t</title>');
fs.writeFileSync(path.join(clientDir, 'assets/main.js'), 'console.log(1)');
fs.writeFileSync(path.join(clientDir, 'assets/main.js.map'), '{"sources":["secret.ts"]}');
// A hashed bundle as the production build writes it, with its brotli and gzip copies beside it.
const BUNDLE = 'console.log("a hashed bundle");'.repeat(100);
fs.writeFileSync(path.join(clientDir, 'assets/main.0123abcd.js'), BUNDLE);
fs.writeFileSync(path.join(clientDir, 'assets/main.0123abcd.js.br'), zlib.brotliCompressSync(BUNDLE));
fs.writeFileSync(path.join(clientDir, 'assets/main.0123abcd.js.gz'), zlib.gzipSync(BUNDLE));
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let plain: TestContext;
let secure: TestContext;
beforeAll(async () => {
  plain = await createTestApp({ seed: false, config: { clientDir } });
  secure = await createTestApp({ seed: false, config: { clientDir, cookieSecure: true } });
});
afterAll(async () => {
  await Promise.all([plain?.close(), secure?.close()]);
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers on every answer', () => {
  it.each(['/', '/home', '/api/config', '/api/auth/me'])(
    '%s: a strict CSP that lets Google sign-in work, nosniff, a referrer policy, no framing',
    async (url) => {
      const res = await plain.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
      expect(csp.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
      expect(csp.get('style-src')).toContain('https://accounts.google.com/gsi/style');
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([
    ['the app', 'GET', '/'],
    ['an API answer', 'GET', '/api/config'],
    ['a 401', 'GET', '/api/auth/me'],
    ['an unknown API path', 'GET', '/api/no-such-route'],
    ['a 400 before routing', 'GET', '/api/admin/bookings/%zz'],
  ])('%s: a Permissions-Policy turning camera, microphone, geolocation and the rest off (issue 36)', async (_, method, url) => {
    const res = await plain.app.inject({ method: method as 'GET', url });
    const policy = new Map(
      String(res.headers['permissions-policy'])
        .split(',')
        .map((d) => d.trim().split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen', 'display-capture']) {
      expect([feature, policy.get(feature)]).toEqual([feature, '()']);
    }
    expect([...policy.values()].every((allow) => allow === '()' || allow.startsWith('(self'))).toBe(true);
  });

  it('sends HSTS (and upgrades insecure requests) only when cookies are Secure', async () => {
    const http = await plain.app.inject({ method: 'GET', url: '/api/config' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(directives(http.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    const https = await secure.app.inject({ method: 'GET', url: '/api/config' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(https.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it.each([
    ['GET', '/api/config', 200],
    ['GET', '/api/auth/me', 401],
    ['GET', '/api/nope', 404],
    ['POST', '/api/auth/demo', 400],
  ])('%s %s (%d) answers Cache-Control: no-store', async (method, url, status) => {
    const res = await plain.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the client files cacheable', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('source maps are not served (finding 7)', () => {
  it.each(['/assets/main.js.map', '/assets/MAIN.JS.MAP', '/assets/main.js.map?x=1', '/missing.js.map'])(
    '%s answers 404, not the map or the page',
    async (url) => {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret.ts');
      expect(res.body).not.toContain('<title>');
    },
  );
});

describe('client files: cached by name, sent compressed (issue 34)', () => {
  const bundle = (acceptEncoding?: string) =>
    plain.app.inject({
      method: 'GET',
      url: '/assets/main.0123abcd.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['br, gzip, deflate', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])("Accept-Encoding %s: the build's %s copy, cached for a year as immutable", async (accept, encoding, decode) => {
    const res = await bundle(accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(decode(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the plain file to a client that takes no compression', async () => {
    const res = await bundle();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BUNDLE);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/faculty/bookings', '/favicon.svg'])('%s (kept name) is revalidated on every visit', async (url) => {
    const res = await plain.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it("answers /robots.txt with a robots file, not the app's page", async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(ROBOTS_TXT);
    expect(res.body).toMatch(/^User-agent: \*$/m);
  });
});
