import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type KeyLike } from 'jose';

/** Test-only: an RSA key pair, its JWKS served on 127.0.0.1, and a signer of Google-like ID tokens. */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  sign(claims?: Partial<GoogleClaims>, options?: SignOptions): Promise<string>;
  /** Makes the JWKS endpoint answer 500 (or recover). */
  setBroken(broken: boolean): void;
  close(): Promise<void>;
}

export interface GoogleClaims extends JWTPayload {
  email: string;
  email_verified: boolean;
  hd: string;
  name: string;
  picture: string;
}

interface SignOptions {
  /** Sign with another key than the one published (a forged signature). */
  key?: KeyLike;
  kid?: string;
}

export async function startFakeGoogle(now: Date, clientId = 'test-client.apps.googleusercontent.com'): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let broken = false;
  const server = http.createServer((_req, res) => {
    res.writeHead(broken ? 500 : 200, { 'content-type': 'application/json' });
    res.end(broken ? '{}' : JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const iat = Math.floor(now.getTime() / 1000);

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    setBroken: (value) => {
      broken = value;
    },
    sign: (claims = {}, options = {}) => {
      // Google's subject is one per account: by default derived from the e-mail.
      const email = 'email' in claims ? claims.email : 'new.person@campus.example';
      const payload: Partial<GoogleClaims> = {
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: `sub-${email}`,
        iat,
        exp: iat + 3600,
        email: 'new.person@campus.example',
        email_verified: true,
        hd: 'campus.example',
        name: 'New Person',
        picture: 'https://lh3.googleusercontent.com/a/new-person',
        ...claims,
      };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key', typ: 'JWT' })
        .sign(options.key ?? privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
