import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { can, type Capability } from '../contracts/roles';
import { forbidden, unauthorized } from '../shared/errors';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions, touchSession } from './session-store';

/** The cookie's name over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'crb_session';

/**
 * With Secure cookies the name carries the `__Host-` prefix: browsers then refuse it unless
 * it is Secure, host-only and for path /, so a sibling subdomain cannot plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** last_seen_at is written at most this often, so reading a page is not a write per request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  access: string[];
  picture: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /**
     * Route onRequest hook: 401 without a session. Guards run before the body is parsed
     * and validated, so a caller without the right gets 401/403 whatever they send.
     */
    requireUser: onRequestAsyncHookHandler;
    /** Route onRequest hook: 401 without a session, 403 without the capability (DESIGN.md §4). */
    requireCapability(capability: Capability): onRequestAsyncHookHandler;
    /** The session cookie's name (with the __Host- prefix when cookies are Secure). */
    sessionCookie: string;
    /** Stores a new session for the user and returns its token (the cookie's value). */
    issueSession(userId: number): Promise<string>;
    /** Signs the user in: ends the session the request came with, if any, and sets a new cookie. */
    startSession(reply: FastifyReply, userId: number): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Ends every session of the user (sign out everywhere, deactivation). */
    endAllSessions(userId: number): Promise<number>;
  }
}

/** The route guards that need a session (requireUser, requireCapability): the API docs mark their routes. */
const SESSION_GUARDS = new WeakSet<object>();
function sessionGuard<T extends object>(guard: T): T {
  SESSION_GUARDS.add(guard);
  return guard;
}

/** True when a route's onRequest hooks include a session guard (it answers 401 without a session). */
export function needsSession(onRequest: unknown): boolean {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  return hooks.some((hook) => typeof hook === 'function' && SESSION_GUARDS.has(hook));
}

/** Database-backed sessions in an httpOnly, SameSite=Lax cookie (DESIGN.md §3). */
export function installSessions(app: FastifyInstance): void {
  const { sessionSecret, sessionTtlHours, sessionIdleMinutes, cookieSecure } = app.config;
  const hash = (token: string) => createHmac('sha256', sessionSecret).update(token).digest('hex');
  const cookieName = sessionCookieName(cookieSecure);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };
  const times = () => ({ now: app.now(), idleMs: sessionIdleMinutes * 60_000 });

  app.decorate('sessionCookie', cookieName);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName];
    if (!token || !request.url.startsWith('/api/')) return;
    const id = hash(token);
    const { now, idleMs } = times();
    const row = await findLiveSession(app.db, id, { now, idleMs });
    if (!row) return;
    if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) await touchSession(app.db, id, now);
    request.sessionId = id;
    request.user = { id: row.id, email: row.email, name: row.name, access: row.access, picture: row.picture ?? '' };
  });

  app.decorate(
    'requireUser',
    sessionGuard(async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    }),
  );

  app.decorate('requireCapability', (capability: Capability): onRequestAsyncHookHandler => {
    return sessionGuard(async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!can(request.user.access, capability)) throw forbidden();
    });
  });

  app.decorate('issueSession', async (userId: number) => {
    const token = randomBytes(32).toString('base64url');
    const now = app.now();
    await insertSession(app.db, { id: hash(token), userId, now, expires: new Date(now.getTime() + sessionTtlHours * 3600_000) });
    return token;
  });

  app.decorate('startSession', async (reply: FastifyReply, userId: number) => {
    // Signing in again replaces the cookie: the session it held must not live on unseen.
    if (reply.request.sessionId) await revokeSession(app.db, reply.request.sessionId, app.now());
    const token = await app.issueSession(userId);
    reply.setCookie(cookieName, token, { ...cookieOptions, expires: new Date(app.now().getTime() + sessionTtlHours * 3600_000) });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionId) await revokeSession(app.db, request.sessionId, app.now());
    reply.clearCookie(cookieName, cookieOptions);
  });

  app.decorate('endAllSessions', (userId: number) => revokeUserSessions(app.db, userId, app.now()));
}
