import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClientConfig, DemoLoginBody, LoginBody, SessionResponse, type UserDetails } from '../../contracts/auth';
import { ErrorResponse, errorResponses, MessageResponse } from '../../contracts/common';
import { HttpError, unauthorized } from '../../shared/errors';
import { DEMO_ACCOUNTS } from '../../db/seed-data';
import { toCampusIso } from '../../shared/time';
import type { UserRow } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { createGoogleVerifier } from './google-token';
import { findUserByEmail, grantSuperAdminIfListed, signInGoogleUser, type GoogleSignIn } from './users-repository';

const details = (u: Pick<UserRow, 'email' | 'name' | 'access' | 'picture'> | SessionUser): UserDetails => ({
  email: u.email,
  name: u.name,
  student_name: u.name,
  access: u.access,
  picture: u.picture ?? '',
});

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config;
  const verifyGoogle = config.googleClientId
    ? createGoogleVerifier({
        clientId: config.googleClientId,
        jwksUrl: config.googleJwksUrl,
        issuers: config.googleIssuers,
        allowedDomains: config.allowedEmailDomains,
        now: () => app.now(),
      })
    : null;

  // DESIGN.md §7: sign-in answers 429 when one client tries too often. Both sign-in routes
  // share one counter per client address, kept in the database (plugins/rate-limit.ts) so
  // the limit holds across server processes.
  const signInErrors = { ...errorResponses, 429: ErrorResponse, 503: ErrorResponse };
  const signInLimit = {
    rateLimit:
      config.loginRateLimit > 0
        ? {
            max: config.loginRateLimit,
            timeWindow: 60_000,
            groupId: 'sign-in',
            errorResponseBuilder: (_request: unknown, context: { after: string }) =>
              new HttpError(429, `Too many sign-in attempts. Please wait ${context.after} and try again.`),
          }
        : (false as const),
  };

  app.get('/config', { schema: { tags: ['auth'], response: { 200: ClientConfig } } }, async () => ({
    authMode: config.authMode,
    googleClientId: config.googleClientId ?? null,
    supportEmail: config.supportEmail,
    campusTz: config.campusTz,
    campusOffset: toCampusIso(app.now(), config.campusTz).slice(-6),
    demoAccounts: config.authMode === 'demo' ? DEMO_ACCOUNTS.map(({ email, name, access }) => ({ email, name, access: [...access] })) : [],
  }));

  app.post(
    '/login',
    { config: signInLimit, schema: { tags: ['auth'], body: LoginBody, response: { 200: SessionResponse, ...signInErrors } } },
    async (request, reply) => {
      if (!verifyGoogle) throw new HttpError(400, 'Google sign-in is not configured on this server; use a demo account.');
      const profile = await verifyGoogle(request.body.id_token);
      const outcome = await signInGoogleUser(app.db, profile, config.superAdminEmails);
      if (outcome.kind !== 'signed-in') throw new HttpError(403, signInRefusal(outcome.kind, config.supportEmail));
      const { user } = outcome;
      await app.startSession(reply, user.id);
      return { userdetails: details(user), message: 'Login successful' };
    },
  );

  app.post(
    '/auth/demo',
    { config: signInLimit, schema: { tags: ['auth'], body: DemoLoginBody, response: { 200: SessionResponse, ...signInErrors } } },
    async (request, reply) => {
      if (config.authMode !== 'demo') throw new HttpError(403, 'Demo sign-in is turned off on this server.');
      // Only the seeded demo accounts (DESIGN.md §3), never any user of the database.
      const email = request.body.email.trim().toLowerCase();
      const found = DEMO_EMAILS.has(email) ? await findUserByEmail(app.db, email) : undefined;
      if (!found) throw new HttpError(401, 'There is no demo account with that e-mail address.');
      if (found.deactivated_at) throw new HttpError(403, signInRefusal('deactivated', config.supportEmail));
      const user = await grantSuperAdminIfListed(app.db, found, config.superAdminEmails);
      await app.startSession(reply, user.id);
      return { userdetails: details(user), message: 'Login successful' };
    },
  );

  app.get('/auth/me', { schema: { tags: ['auth'], response: { 200: SessionResponse, 401: errorResponses[401] } } }, async (request) => {
    if (!request.user) throw unauthorized('Invalid user details');
    return { userdetails: details(request.user), message: 'Authenticated' };
  });

  app.post(
    '/logout',
    {
      // Browsers log out with no body at all; a body, if sent, must be an empty object.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        tags: ['auth'],
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/logout/everywhere',
    {
      onRequest: app.requireUser,
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        tags: ['auth'],
        summary: 'Ends every session of the signed-in user, on every device',
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: SignedOutEverywhere, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const ended = await app.endAllSessions(request.user!.id);
      await app.endSession(request, reply);
      return { message: 'Signed out on every device', sessions: ended };
    },
  );
};

const DEMO_EMAILS = new Set(DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()));

const SignedOutEverywhere = Type.Object({ message: Type.String(), sessions: Type.Integer() });

/** Why an account may not sign in, in words a person can act on. */
function signInRefusal(kind: Exclude<GoogleSignIn['kind'], 'signed-in'>, supportEmail: string): string {
  switch (kind) {
    case 'deactivated':
      return `Your account has been deactivated. Please contact ${supportEmail} if you need access again.`;
    case 'other-google-account':
      return `This e-mail address is linked to a different Google account. Please ask an administrator (${supportEmail}) to re-link it.`;
    case 'subject-in-use':
      return `This Google account is linked to another user. Please ask an administrator (${supportEmail}) to re-link it.`;
  }
}
