import type { HTTPMethods } from 'fastify';
import type { App } from '../src/app';
import { DOCS_PREFIX } from '../src/plugins/api-docs';

export interface RouteRef {
  method: HTTPMethods;
  /** The registered path, params as `:name`. */
  url: string;
}

/** "METHOD /path", the key of the authorization table. */
export const routeKey = (route: RouteRef) => `${route.method} ${route.url}`;

const LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app has registered, read from Fastify's own route tree (printRoutes),
 * so a route added anywhere shows up here without a list to keep in step. Each parsed
 * route is checked with hasRoute, so a change in the tree's format fails loudly
 * instead of hiding routes. HEAD routes Fastify adds for each GET are left out: they
 * share the GET's handler and hooks.
 */
export function registeredRoutes(app: App): RouteRef[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RouteRef[] = [];
  for (const line of tree.split('\n')) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`unexpected route tree line: ${JSON.stringify(line)}`);
    const depth = match[1].length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2];
    stack.push(url);
    // The interactive documentation (Swagger UI's page and files) holds no data and needs no
    // session: server/src/plugins/api-docs.test.ts covers it instead of the matrix and the fuzz.
    if (url.startsWith(DOCS_PREFIX)) continue;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean) as HTTPMethods[]) {
      if (!app.hasRoute({ method, url })) throw new Error(`parsed ${method} ${url}, which Fastify does not know`);
      routes.push({ method, url });
    }
  }
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  const orphanHead = routes.find((r) => r.method === 'HEAD' && !gets.has(r.url));
  if (orphanHead) throw new Error(`HEAD ${orphanHead.url} has no GET; give it a table entry of its own`);
  return routes.filter((r) => r.method !== 'HEAD').sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** The URL to request: each `:param` replaced by the given text (already URL-safe). */
export function fillPath(url: string, param: string): string {
  return url.replace(/:[A-Za-z_]+/g, param);
}
