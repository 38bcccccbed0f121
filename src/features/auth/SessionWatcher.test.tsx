import { act, configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { sessionAs } from '@test/handlers/session';
import { statsAre } from '@test/handlers/home';
import { renderRoute } from '@test/render';
import { makeUser } from '@test/fixtures';

// Lazy pages compile on first use in Jest; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function storeOldSignIn() {
  localStorage.setItem('token', 'demo-session');
  localStorage.setItem('picture_url', 'https://example.test/me.png');
  localStorage.setItem('name', 'Rahul Verma');
}

describe('session check (SPEC.md §4)', () => {
  it('toasts "Invalid token", forgets the token and picture and sends the user to /auth', async () => {
    storeOldSignIn();
    server.use(sessionAs(null));
    const { router } = renderRoute('/home');

    expect(await screen.findByText('Invalid token')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('picture_url')).toBeNull();
    // SPEC.md clears only the token and picture on a failed check.
    expect(localStorage.getItem('name')).toBe('Rahul Verma');
    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
  });

  it('does not greet a visitor who never signed in with an error', async () => {
    server.use(sessionAs(null));
    renderRoute('/auth');
    await screen.findByRole('region', { name: 'Demo accounts' });
    // Let the failed check settle before asserting nothing was shown.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Invalid token')).not.toBeInTheDocument();
  });

  it('keeps the display copies in step with the signed-in user', async () => {
    server.use(sessionAs(makeUser(['rb_dean', 'igh'], { name: 'Kavita Iyer', email: 'dean@campus.example' })));
    renderRoute('/home');
    await screen.findByRole('button', { name: /^Open user menu/ });
    await waitFor(() => expect(localStorage.getItem('name')).toBe('Kavita Iyer'));
    expect(localStorage.getItem('email')).toBe('dean@campus.example');
    expect(JSON.parse(localStorage.getItem('access') ?? '[]')).toEqual(['rb_dean', 'igh']);
    expect(screen.queryByText('Invalid token')).not.toBeInTheDocument();
  });
});

describe('a session that ends while a screen is open', () => {
  /** /auth/me is valid for the first check only: the server ends the session right after. */
  function sessionEndsAfterFirstCheck() {
    const checks = { count: 0 };
    server.use(
      http.get(apiUrl('/auth/me'), () => {
        checks.count += 1;
        return checks.count === 1
          ? HttpResponse.json({ userdetails: makeUser(['rb_faculty']), message: 'Authenticated' })
          : HttpResponse.json({ message: 'Invalid user details' }, { status: 401 });
      }),
    );
    return checks;
  }

  it('checks the session again when another call answers 401 and sends the user to /auth', async () => {
    storeOldSignIn();
    const checks = sessionEndsAfterFirstCheck();
    server.use(statsAre({ status: 401 }));
    const { router } = renderRoute('/home');

    expect(await screen.findByText('Invalid token')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
    expect(checks.count).toBe(2);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([403, 500])('does not check the session again for a %i', async (status) => {
    storeOldSignIn();
    const checks = sessionEndsAfterFirstCheck();
    server.use(statsAre({ status }));
    const { router } = renderRoute('/home');

    await screen.findByRole('button', { name: /^Open user menu/ });
    // The Overview shows its failure; let any re-check settle before asserting there was none.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(checks.count).toBe(1);
    expect(router.location.pathname).toBe('/home');
  });
});
