import { act, configure, screen, waitFor } from '@testing-library/react';
import { server } from '@test/server';
import { sessionAs } from '@test/handlers/session';
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
    await screen.findByRole('button', { name: 'Open user menu' });
    await waitFor(() => expect(localStorage.getItem('name')).toBe('Kavita Iyer'));
    expect(localStorage.getItem('email')).toBe('dean@campus.example');
    expect(JSON.parse(localStorage.getItem('access') ?? '[]')).toEqual(['rb_dean', 'igh']);
    expect(screen.queryByText('Invalid token')).not.toBeInTheDocument();
  });
});
