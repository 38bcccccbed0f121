import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { sessionAs, sessionServer } from '@test/handlers/session';
import { preloadPages, renderRoute } from '@test/render';
import { makeUser } from '@test/fixtures';

// The page is lazily loaded: load it once before the tests, not inside the first one's 5 s.
preloadPages(() => import('./LoginPage'));

// Lazy pages compile on first use in Jest; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const demoAccount = () => screen.findByRole('button', { name: /Rahul Verma/ });

describe('Login page (/auth)', () => {
  beforeEach(() => server.use(sessionAs(null)));

  it('shows the branding, the heading, the hint and the demo accounts from the config', async () => {
    renderRoute('/auth');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Sign in with your institute email')).toBeInTheDocument();
    expect(screen.getByText('Dashboard Admin Console')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(within(list).getByRole('button', { name: /Rahul Verma.*faculty@campus\.example.*rb_faculty/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Kavita Iyer.*dean@campus\.example.*rb_dean/ })).toBeInTheDocument();
  });

  it('signs in with one click on a demo account, toasts success and lands on /home', async () => {
    const api = sessionServer();
    server.use(...api.handlers);
    const { router, user } = renderRoute('/auth');
    await user.click(await demoAccount());

    expect(await screen.findByText('You have successfully logged in')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(api.requests).toEqual([{ path: '/auth/demo', body: { email: 'faculty@campus.example' } }]);
    await screen.findByRole('button', { name: /^Open user menu/ });
    expect(router.location.pathname).toBe('/home');
    expect(localStorage.getItem('token')).toBe('demo-session');
    expect(localStorage.getItem('name')).toBe('Rahul Verma');
    expect(localStorage.getItem('email')).toBe('faculty@campus.example');
    expect(JSON.parse(localStorage.getItem('access') ?? 'null')).toEqual(['rb_faculty']);
  });

  it("toasts the server's message when sign-in is refused and stays on /auth", async () => {
    server.use(
      http.post(apiUrl('/auth/demo'), () => HttpResponse.json({ message: 'Demo sign-in is turned off on this server.' }, { status: 403 })),
    );
    const { router, user } = renderRoute('/auth');
    await user.click(await demoAccount());

    expect(await screen.findByText('Demo sign-in is turned off on this server.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('toasts "An error occurred" when the request fails without a message', async () => {
    server.use(http.post(apiUrl('/auth/demo'), () => HttpResponse.error()));
    const { user } = renderRoute('/auth');
    await user.click(await demoAccount());
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('toasts the message of an answer without userdetails', async () => {
    server.use(http.post(apiUrl('/auth/demo'), () => HttpResponse.json({ message: 'Your account is not active yet.' })));
    const { router, user } = renderRoute('/auth');
    await user.click(await demoAccount());
    expect(await screen.findByText('Your account is not active yet.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
  });

  it('keeps one sign-in toast visible at a time', async () => {
    server.use(http.post(apiUrl('/auth/demo'), () => HttpResponse.json({ message: 'Try later.' }, { status: 429 })));
    const { user } = renderRoute('/auth');
    await user.click(await demoAccount());
    await screen.findByText('Try later.');
    await user.click(await demoAccount());
    await screen.findByText('Try later.');
    // The first toast is closing; only one stays once its exit finishes.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getAllByText('Try later.')).toHaveLength(1);
  });

  it('sends a signed-in visitor straight to /home', async () => {
    server.use(sessionAs(makeUser(['rb_dean'])));
    const { router } = renderRoute('/auth');
    await screen.findByRole('button', { name: /^Open user menu/ });
    expect(router.location.pathname).toBe('/home');
  });

  it('says so when the sign-in options cannot be loaded', async () => {
    server.use(http.get(apiUrl('/config'), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderRoute('/auth');
    expect(await screen.findByText('The sign-in options could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
