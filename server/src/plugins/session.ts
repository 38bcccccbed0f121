import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { can, type Capability } from '../contracts/roles';
import { forbidden, unauthorized } from '../shared/errors';

export const SESSION_COOKIE = 'crb_session';

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
    startSession(reply: FastifyReply, userId: number): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Database-backed sessions in an httpOnly, SameSite=Lax cookie (DESIGN.md §3). */
export function installSessions(app: FastifyInstance): void {
  const { sessionSecret, sessionTtlHours, cookieSecure } = app.config;
  const hash = (token: string) => createHmac('sha256', sessionSecret).update(token).digest('hex');
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const id = hash(token);
    const row = await app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.email', 'users.name', 'users.access', 'users.picture'])
      .where('sessions.id', '=', id)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', app.now())
      .executeTakeFirst();
    if (!row) return;
    request.sessionId = id;
    request.user = { id: row.id, email: row.email, name: row.name, access: row.access, picture: row.picture ?? '' };
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
  });

  app.decorate('requireCapability', (capability: Capability): onRequestAsyncHookHandler => {
    return async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!can(request.user.access, capability)) throw forbidden();
    };
  });

  app.decorate('startSession', async (reply: FastifyReply, userId: number) => {
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(app.now().getTime() + sessionTtlHours * 3600_000);
    await app.db.insertInto('sessions').values({ id: hash(token), user_id: userId, expires_at: expires }).execute();
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionId) {
      await app.db.updateTable('sessions').set({ revoked_at: app.now() }).where('id', '=', request.sessionId).execute();
    }
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });
}
