import type { UserDetails } from '@contracts/auth';

/**
 * SPEC.md §3 local-storage keys. They are for display only: the httpOnly session
 * cookie is what authenticates (DESIGN.md §3).
 */
export const STORAGE_KEYS = { token: 'token', name: 'name', picture: 'picture_url', email: 'email', access: 'access' } as const;

/** What `token` holds after a demo sign-in: a marker, never a secret. */
export const DEMO_TOKEN = 'demo-session';

/** Remembers who signed in; `token` is the Google ID token or the demo marker. */
export function storeSignIn(token: string, user: UserDetails, picture = user.picture) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  storeProfile({ ...user, picture });
}

/** Keeps the display copies in step with the server's answer. */
export function storeProfile(user: Pick<UserDetails, 'name' | 'email' | 'access' | 'picture'>) {
  localStorage.setItem(STORAGE_KEYS.name, user.name);
  localStorage.setItem(STORAGE_KEYS.email, user.email);
  localStorage.setItem(STORAGE_KEYS.access, JSON.stringify(user.access));
  localStorage.setItem(STORAGE_KEYS.picture, user.picture);
}

export function hasStoredToken(): boolean {
  return Boolean(localStorage.getItem(STORAGE_KEYS.token));
}

/** SPEC.md §4: a failed session check forgets the token and picture. */
export function forgetToken() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.picture);
}

/** SPEC.md §4: logout forgets token, name, e-mail, access and picture. */
export function forgetSignIn() {
  Object.values(STORAGE_KEYS).forEach((key) => localStorage.removeItem(key));
}

/** The claims of a JWT, read without verifying (the server verifies); null if it is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
