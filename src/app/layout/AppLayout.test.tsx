import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { sessionAs, sessionServer } from '@test/handlers/session';
import { preloadPages, renderRoute } from '@test/render';
import { makeUser } from '@test/fixtures';

preloadPages(() => import('@features/home/HomePage'));

// Lazy pages compile on first use in Jest; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('layout shell', () => {
  it('shows the sidebar menu of the role and highlights the current route', async () => {
    server.use(sessionAs(makeUser(['rb_dean'])));
    renderRoute('/home');
    const nav = await mainMenu();
    expect(within(nav).getByText('Dashboard Admin Console')).toBeInTheDocument();
    expect(linkNames(nav)).toEqual(['Home', 'Room Booking']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Room Booking' })).toHaveAttribute('href', '/room_booking');
    expect(within(nav).getByRole('link', { name: 'Room Booking' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('minimizes the sidebar from 240 px to 72 px and back, keeping the links named', async () => {
    const { user } = renderRoute('/home', { allStyles: true });
    const nav = await mainMenu();
    const paper = within(nav).getByTestId('sidebar-panel');
    expect(getComputedStyle(paper).width).toBe('240px');

    await user.click(within(nav).getByRole('button', { name: 'Collapse sidebar' }));
    expect(getComputedStyle(paper).width).toBe('72px');
    expect(within(nav).queryByText('Dashboard Admin Console')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Bookings' })).toBeInTheDocument();
    // Icon-only entries explain themselves in a tooltip, whose code loads on first minimizing: hover until it shows.
    const link = () => within(nav).getByRole('link', { name: 'My Bookings' });
    await waitFor(async () => {
      await user.unhover(link());
      await user.hover(link());
      expect(await screen.findByRole('tooltip', {}, { timeout: 500 })).toHaveTextContent('Your room booking history');
    });
    await user.unhover(link());

    await user.click(within(nav).getByRole('button', { name: 'Expand sidebar' }));
    expect(getComputedStyle(paper).width).toBe('240px');
  });

  it('opens the mobile menu titled "Overview" and closes it after a choice', async () => {
    const { router, user } = renderRoute('/home');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Overview' });
    await user.click(within(drawer).getByRole('link', { name: 'Book Room' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Overview' })).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/faculty/book-room');
  });

  it('stores the theme under vite-ui-theme and switches the dark class', async () => {
    const { user } = renderRoute('/home');
    await user.click(await screen.findByRole('button', { name: 'Theme: System' }));
    // The menu's code loads on its first opening.
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));

    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(localStorage.getItem('vite-ui-theme')).toBe('light');
    await waitFor(() => expect(document.documentElement).toHaveClass('light'));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('restores the stored theme on start', async () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    renderRoute('/home');
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  });

  it('shows initials, name and e-mail in the user menu and links Help & Support to a mail draft', async () => {
    const { user } = renderRoute('/home');
    const button = await screen.findByRole('button', { name: /^Open user menu/ });
    expect(button).toHaveTextContent('RV');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Rahul Verma')).toBeInTheDocument();
    expect(within(menu).getByText('faculty@campus.example')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Help & Support' })).toHaveAttribute(
      'href',
      'mailto:support@campus.example?subject=Room%20Booking%20Support%20Request',
    );
  });

  it('shows the picture instead of initials when the user has one', async () => {
    server.use(sessionAs(makeUser(['rb_faculty'], { picture: 'https://example.test/rahul.png' })));
    renderRoute('/home');
    const button = await screen.findByRole('button', { name: /^Open user menu/ });
    expect(within(button).getByRole('img', { name: 'Rahul Verma' })).toHaveAttribute('src', 'https://example.test/rahul.png');
  });
});

describe('logout', () => {
  function signedInStorage() {
    for (const [key, value] of Object.entries({
      token: 'demo-session',
      name: 'Rahul Verma',
      email: 'faculty@campus.example',
      access: '["rb_faculty"]',
      picture_url: '',
    })) {
      localStorage.setItem(key, value);
    }
  }

  async function openLogoutDialog(user: ReturnType<typeof renderRoute>['user']) {
    await user.click(await screen.findByRole('button', { name: /^Open user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    return screen.findByRole('dialog', { name: 'Confirm Logout' });
  }

  it('closes the confirmation on Cancel and stays signed in', async () => {
    const api = sessionServer(makeUser(['rb_faculty']));
    server.use(...api.handlers);
    signedInStorage();
    const { router, user } = renderRoute('/home');
    const dialog = await openLogoutDialog(user);
    expect(
      within(dialog).getByText("Are you sure you want to log out? You'll need to sign in again to access your account."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests).toEqual([]);
    expect(localStorage.getItem('token')).toBe('demo-session');
    expect(router.location.pathname).toBe('/home');
  });

  it('stays signed in and says so when the server cannot log out', async () => {
    server.use(http.post(apiUrl('/logout'), () => HttpResponse.json({ message: 'Please try again in a minute.' }, { status: 503 })));
    signedInStorage();
    const { router, user } = renderRoute('/home');
    const dialog = await openLogoutDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Please try again in a minute.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm Logout' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('demo-session');
    expect(router.location.pathname).toBe('/home');
  });

  it('posts /logout, clears storage and lands on /auth on confirm', async () => {
    const api = sessionServer(makeUser(['rb_faculty']));
    server.use(...api.handlers);
    signedInStorage();
    localStorage.setItem('vite-ui-theme', 'dark');
    const { router, user } = renderRoute('/home');
    const dialog = await openLogoutDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
    expect(api.requests).toEqual([{ path: '/logout', body: {} }]);
    for (const key of ['token', 'name', 'email', 'access', 'picture_url']) expect(localStorage.getItem(key)).toBeNull();
    // The theme is a device preference, not part of the sign-in.
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    // The login page stays: the fresh session check finds nobody and shows no error.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.location.pathname).toBe('/auth');
    expect(screen.queryByText('Invalid token')).not.toBeInTheDocument();
  });

  it('"Sign out everywhere" asks first, then ends every session and lands on /auth', async () => {
    const api = sessionServer(makeUser(['rb_faculty']));
    server.use(...api.handlers);
    signedInStorage();
    const { router, user } = renderRoute('/home');
    await user.click(await screen.findByRole('button', { name: /^Open user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Out Everywhere' });
    expect(within(dialog).getByText(/ends your sessions on every device and browser, this one included/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
    expect(api.requests).toEqual([{ path: '/logout/everywhere', body: {} }]);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
