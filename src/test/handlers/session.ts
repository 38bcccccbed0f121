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

/**
 * A stateful sign-in server for flow tests: /auth/me answers for whoever is signed in,
 * a demo sign-in of a demoConfig account signs in, logout signs out. `requests`
 * records the sign-in and sign-out calls so tests can check what was sent.
 */
export function sessionServer(initial: UserDetails | null = null) {
  let current = initial;
  const requests: { path: string; body: unknown }[] = [];
  const handlers = [
    http.get(apiUrl('/auth/me'), () =>
      current
        ? HttpResponse.json({ userdetails: current, message: 'Authenticated' })
        : HttpResponse.json({ message: 'Invalid user details' }, { status: 401 }),
    ),
    http.post(apiUrl('/auth/demo'), async ({ request }) => {
      const body = (await request.json()) as { email?: string };
      requests.push({ path: '/auth/demo', body });
      const account = demoConfig.demoAccounts.find((a) => a.email === body.email);
      if (!account) return HttpResponse.json({ message: 'There is no demo account with that e-mail address.' }, { status: 401 });
      current = makeUser(account.access, { email: account.email, name: account.name, student_name: account.name });
      return HttpResponse.json({ userdetails: current, message: 'Login successful' });
    }),
    http.post(apiUrl('/logout'), async ({ request }) => {
      requests.push({ path: '/logout', body: await request.json() });
      current = null;
      return HttpResponse.json({ message: 'Logged out' });
    }),
    http.post(apiUrl('/logout/everywhere'), async ({ request }) => {
      requests.push({ path: '/logout/everywhere', body: await request.json() });
      current = null;
      return HttpResponse.json({ message: 'Signed out on every device', sessions: 2 });
    }),
  ];
  return { handlers, requests, signedIn: () => current };
}
