import { decodeJwtPayload, forgetSignIn, forgetToken, hasStoredToken, storeSignIn } from './storage';
import { makeUser } from '@test/fixtures';

const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('sign-in storage (SPEC.md §3 keys)', () => {
  it('stores the display copies and forgets token and picture on a failed check', () => {
    storeSignIn('demo-session', makeUser(['rb_dean'], { picture: 'https://example.test/p.png' }));
    expect(hasStoredToken()).toBe(true);
    expect(localStorage.getItem('picture_url')).toBe('https://example.test/p.png');
    forgetToken();
    expect(hasStoredToken()).toBe(false);
    expect(localStorage.getItem('picture_url')).toBeNull();
    expect(localStorage.getItem('name')).toBe('Rahul Verma');
  });

  it('forgets everything of the sign-in on logout but keeps the theme', () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    storeSignIn('demo-session', makeUser(['rb_faculty']));
    forgetSignIn();
    expect(Object.keys({ ...localStorage })).toEqual(['vite-ui-theme']);
  });
});

describe('decodeJwtPayload', () => {
  it('reads the claims of a Google ID token, including non-ASCII names and URL-safe characters', () => {
    const claims = { email: 'anjali@campus.example', name: 'Añjali Ré', picture: 'https://lh3.example/a?b=c~d' };
    expect(decodeJwtPayload(`header.${base64url(claims)}.signature`)).toEqual(claims);
  });

  it.each(['', 'not-a-token', 'a.!!!.c', `a.${btoa('"just a string"')}.c`])('gives null for %j', (token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});
