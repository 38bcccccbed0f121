import { createElement } from 'react';
import { screen, within } from '@testing-library/react';
import AdminBookingsPage from '@features/admin-bookings/AdminBookingsPage';
import { makeUser } from './fixtures';
import { adminBookingHandlers, adminBookingsStore } from './handlers/admin-bookings';
import { sessionAs } from './handlers/session';
import { renderWithProviders, warmUp } from './render';
import { server } from './server';

/** A fresh store of bookings and an administrator's session. */
function freshBackend() {
  adminBookingsStore.reset();
  // Ahead of any other resource's defaults for the shared series paths.
  server.use(sessionAs(makeUser(['rb_admin'], { name: 'Arjun Mehta', email: 'rb.admin@campus.example' })), ...adminBookingHandlers);
}

/**
 * Manage Bookings' tests (list, actions, bulk actions: one file each, so no file runs long): the
 * page opened once before the file's tests (render.tsx's warmUp), then a fresh store of bookings
 * and an administrator's session before each test.
 */
export function resetAdminBookingsEachTest() {
  // The dialogs load when first opened (issue 34): here before the tests, not in the first one's 5 s.
  beforeAll(() =>
    Promise.all([import('@features/admin-bookings/AdminBookingDialogs'), import('@features/admin-bookings/bulk/BulkActionDialog')]),
  );
  warmUp(async () => {
    freshBackend();
    await openAdminBookings();
  });
  beforeEach(freshBackend);
}

/** The query of the page's last list request. */
export const lastList = () => new URL([...adminBookingsStore.requests].reverse().find((r) => r.method === 'GET')!.url).searchParams;

/**
 * The page alone, not the /admin/bookings route: the session check, the layout and loading the
 * lazy page cost seconds per test on a loaded machine and prove nothing about the list. The
 * route's role check is AdminBookingsPage.test.tsx's one route-level test.
 */
export const renderAdminBookings = () => renderWithProviders(createElement(AdminBookingsPage));

/** Renders the page and waits for its first rows. */
export async function openAdminBookings() {
  const view = renderAdminBookings();
  await screen.findByRole('heading', { name: 'Admin Booking Management' });
  await screen.findByText('Thesis defence');
  return view;
}

/** Picks an option of a labelled select. */
export async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  option: string,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
