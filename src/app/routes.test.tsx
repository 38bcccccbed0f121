import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { sessionAs } from '@test/handlers/session';
import { renderRoute } from '@test/render';
import { makeUser } from '@test/fixtures';

// Lazy pages compile on first use in Jest; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('route table', () => {
  // First: a lazy page's code loads once per test file, later visits render at once.
  it('shows "Loading..." while the first page loads', async () => {
    renderRoute('/auth');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows "Not Found" for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });

  it('shows a spinner while the session loads, then sends a signed-out visitor to /auth, replacing the entry', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl('/auth/me'), async () => {
        await answered;
        return HttpResponse.json({ message: 'Invalid user details' }, { status: 401 });
      }),
    );
    const { router } = renderRoute('/home');
    expect(await screen.findByRole('progressbar', { name: 'Loading session' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
    expect(router.historyAction).toBe('REPLACE');
  });

  it.each(['/', '/home'])('opens the Overview for %s inside the layout shell', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Home', current: 'page' })).toBeInTheDocument();
  });

  it('redirects /faculty to /faculty/book-room', async () => {
    const { router } = renderRoute('/faculty');
    expect(await screen.findByRole('link', { name: 'Book Room', current: 'page' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/faculty/book-room');
  });

  it('protects every route but /auth', async () => {
    server.use(sessionAs(null));
    const { router } = renderRoute('/admin/users');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.location.pathname).toBe('/auth');
  });

  it('tells a signed-in user without the role that the page is not allowed', async () => {
    server.use(sessionAs(makeUser(['rb_faculty'])));
    renderRoute('/admin/users');
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});
