/** Helpers for the cross-cutting fault tests (concurrency, durability); not loaded by the app. */
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { loginAs } from './helpers';

export interface Answer {
  status: number;
  body: { message?: string } & Record<string, unknown>;
}

/** How a test reaches the API: in-process (`app.inject`) or over real HTTP connections. */
export interface Transport {
  name: string;
  signIn(email: string): Promise<string>;
  send(cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer>;
}

export function injectTransport(app: App): Transport {
  return {
    name: 'app.inject',
    signIn: (email) => loginAs(app, email),
    send: async (cookie, method, url, payload) => {
      const res = await app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.body ? res.json() : {} };
    },
  };
}

/**
 * A transport over fetch to a listening server (one TCP connection per request in flight).
 * It signs in through demo sign-in over HTTP unless told otherwise: demo sign-in takes only
 * the demo accounts, so races with users of their own pass `(email) => loginAs(app, email)`.
 */
export function httpTransport(baseUrl: string, signIn: Transport['signIn'] = (email) => demoSignIn(baseUrl, email)): Transport {
  const send: Transport['send'] = async (cookie, method, url, payload) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (payload) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${url}`, { method, headers, body: payload ? JSON.stringify(payload) : undefined });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  };
  return { name: 'HTTP', send, signIn };
}

/** Demo sign-in over HTTP; returns the Cookie header (the session cookie, whatever its name). */
export async function demoSignIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const token = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => /^(__Host-)?crb_session=/.test(c));
  if (res.status !== 200 || !token) throw new Error(`demo login for ${email} failed: ${res.status} ${await res.text()}`);
  return token;
}

/** Makes the in-process app listen on a free loopback port and returns its base URL. */
export async function listenOnLoopback(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Stores users of the test's own (e-mail prefix + index) with the given roles; returns their e-mails. */
export async function createUsers(database: Database, prefix: string, count: number, access: (i: number) => string[]): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i}@campus.example`,
    name: `${prefix} ${i}`,
    access: access(i),
  }));
  await database.db.insertInto('users').values(rows).execute();
  return rows.map((r) => r.email);
}

/** The HTTP status codes of a batch of answers, counted. */
export function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
