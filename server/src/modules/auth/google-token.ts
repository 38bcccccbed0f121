import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { textViolation } from '../../contracts/text-rule';
import { HttpError } from '../../shared/errors';
import type { GoogleProfile } from './users-repository';

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
  allowedDomains: string[];
  /** The current instant (app.now()), so expiry follows the app's clock. */
  now: () => Date;
}

const refuse = (message: string) => new HttpError(401, message);

/**
 * A token older than this is refused even before it expires: the browser posts it the
 * moment Google issues it, so an old one is being replayed (Google's tokens live an hour).
 */
export const GOOGLE_TOKEN_MAX_AGE_SECONDS = 10 * 60;

/**
 * Verifies a Google ID token: signature against the JWKS, audience, issuer, expiry,
 * a verified e-mail and, when domains are configured, the hosted-domain (`hd`) claim.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions, keys?: JWTVerifyGetKey) {
  const jwks = keys ?? createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });

  return async function verify(idToken: string): Promise<GoogleProfile> {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        audience: options.clientId,
        issuer: options.issuers,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub', 'email'],
        // Also refuses an iat in the future (beyond the tolerance).
        maxTokenAge: GOOGLE_TOKEN_MAX_AGE_SECONDS,
        clockTolerance: 30,
        currentDate: options.now(),
      }));
    } catch (error) {
      throw refusal(error);
    }
    // OpenID Connect: a token for several audiences names the one it was issued to in azp.
    if (Array.isArray(payload.aud) && payload.azp !== options.clientId) {
      throw refuse('Sign-in failed: the Google token was issued for another application.');
    }
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
    if (!email || !payload.sub) throw refuse('Sign-in failed: the Google token has no e-mail address.');
    if (payload.email_verified !== true) throw refuse('Sign-in failed: your Google e-mail address is not verified.');
    if (options.allowedDomains.length > 0) {
      const hd = typeof payload.hd === 'string' ? payload.hd.toLowerCase() : '';
      if (!options.allowedDomains.includes(hd)) {
        throw new HttpError(403, `Please sign in with your institute e-mail address (${options.allowedDomains.join(', ')}).`);
      }
    }
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email.split('@')[0];
    const picture = typeof payload.picture === 'string' && payload.picture.startsWith('https://') ? payload.picture : null;
    assertProfileText(name, picture);
    return { email, name, sub: payload.sub, picture };
  };
}

/**
 * The name and picture address from Google pass the one text rule (issue 36) as anything a
 * person sends does: they reach mail, calendars and CSV. Refused as a 400 naming the field.
 */
function assertProfileText(name: string, picture: string | null): void {
  const problem =
    textViolation('Your Google name', name, 'single-line') ??
    textViolation('Your Google picture address', picture ?? undefined, 'single-line');
  if (problem) throw new HttpError(400, `Sign-in failed: ${problem}.`);
}

/** Google's key set could not be fetched: our side's trouble, not the user's token. */
const keysUnavailable = (error: unknown) =>
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  !(error instanceof errors.JOSEError) ||
  error.code === 'ERR_JOSE_GENERIC';

function refusal(error: unknown): HttpError {
  if (keysUnavailable(error)) return new HttpError(503, 'Google sign-in is unavailable right now. Please try again in a few minutes.');
  return refuse(describe(error));
}

function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired && error.claim === 'iat') {
    return 'Sign-in failed: the Google token was issued too long ago. Please sign in again.';
  }
  if (error instanceof errors.JWTExpired) return 'Sign-in failed: the Google token has expired. Please sign in again.';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') {
      return `Sign-in failed: the Google token has no ${error.claim === 'email' ? 'e-mail address' : `${error.claim} claim`}.`;
    }
    if (error.claim === 'iat') return 'Sign-in failed: the Google token was issued in the future. Check the server clock.';
    if (error.claim === 'aud') return 'Sign-in failed: the Google token was issued for another application.';
    if (error.claim === 'iss') return 'Sign-in failed: the token was not issued by Google.';
    return `Sign-in failed: the Google token's ${error.claim} claim is not valid.`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'Sign-in failed: the Google token signature is not valid.';
  if (error instanceof errors.JWKSNoMatchingKey) return 'Sign-in failed: the Google token was signed with an unknown key.';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid || error instanceof errors.JOSEAlgNotAllowed) {
    return 'Sign-in failed: the Google token is malformed.';
  }
  return 'Sign-in failed: the Google token could not be verified.';
}
