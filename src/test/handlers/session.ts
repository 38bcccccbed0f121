import { http, HttpResponse } from 'msw';
import type { UserDetails } from '@contracts/auth';
import { apiUrl } from '../api-url';
import { demoConfig, makeUser } from '../fixtures';

/** Session and config: signed in as a faculty member unless a test says otherwise. */
export const sessionHandlers = [
  http.get(apiUrl('/config'), () => HttpResponse.json(demoConfig)),
  http.get(apiUrl('/auth/me'), () => HttpResponse.json({ userdetails: makeUser(['rb_faculty']), message: 'Authenticated' })),
];

/** Handlers for a test that signs in as someone else (or nobody, with null). */
export function sessionAs(user: UserDetails | null) {
  return http.get(apiUrl('/auth/me'), () =>
    user
      ? HttpResponse.json({ userdetails: user, message: 'Authenticated' })
      : HttpResponse.json({ message: 'Invalid user details' }, { status: 401 }),
  );
}
