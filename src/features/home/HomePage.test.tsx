import { delay, http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { preloadPages, renderRoute } from '@test/render';
import { makeUser } from '@test/fixtures';
import { makePastBooking, pastBookingsAre, statsAre } from '@test/handlers/home';
import { sessionAs } from '@test/handlers/session';
import { IGH_REQUESTS, requestsBackend } from '@test/handlers/requests';
import { pasteInto } from '@test/typing';

// The page is lazily loaded: load it once before the tests, not inside the first one's 5 s.
preloadPages(() => import('./HomePage'));

const card = async (title: string) => within(await screen.findByRole('region', { name: title }));
const recentTable = () => screen.findByRole('table', { name: 'Recent Bookings' });

describe('Overview (/home)', () => {
  it('shows the title, subtitle and the counts with their descriptions', async () => {
    renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Monitor your bookings and manage operations')).toBeInTheDocument();
    const total = await card('Total Bookings');
    expect(await total.findByText('12')).toBeInTheDocument();
    expect(total.getByText('Your bookings in every status, as My Bookings lists them')).toBeInTheDocument();
    const upcoming = await card('Upcoming Bookings');
    expect(upcoming.getByText('3')).toBeInTheDocument();
    expect(upcoming.getByText('Your pending and confirmed bookings still to start')).toBeInTheDocument();
  });

  it('shows five skeleton rows and "--" while loading', async () => {
    server.use(
      http.get(apiUrl('/stats'), () => delay('infinite')),
      http.get(apiUrl('/faculty/pastbookings'), () => delay('infinite')),
    );
    renderRoute('/home');
    const table = await recentTable();
    expect(within(table).getAllByTestId('skeleton-row')).toHaveLength(5);
    expect((await card('Total Bookings')).getByText('--')).toBeInTheDocument();
    expect((await card('Upcoming Bookings')).getByText('--')).toBeInTheDocument();
  });

  it('shows "--" when the counts cannot be loaded', async () => {
    server.use(statsAre({ status: 500 }));
    renderRoute('/home');
    const total = await card('Total Bookings');
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0));
    expect(total.getByText('--')).toBeInTheDocument();
    expect((await card('Upcoming Bookings')).getByText('--')).toBeInTheDocument();
  });

  it('shows the zero texts for zero counts', async () => {
    server.use(statsAre({ scope: 'own', total: 0, upcoming: 0 }));
    renderRoute('/home');
    const total = await card('Total Bookings');
    expect(await total.findByText('No bookings yet. Start by booking a room!')).toBeInTheDocument();
    expect(total.getByText('0')).toBeInTheDocument();
    expect((await card('Upcoming Bookings')).getByText('No upcoming bookings. Plan ahead!')).toBeInTheDocument();
  });

  it("mixes texts when only upcoming is zero; an administrator's campus-wide total says SPEC.md's words", async () => {
    server.use(statsAre({ scope: 'campus', total: 4, upcoming: 0 }));
    renderRoute('/home');
    expect(await (await card('Total Bookings')).findByText('Total bookings across all rooms')).toBeInTheDocument();
    expect((await card('Upcoming Bookings')).getByText('No upcoming bookings. Plan ahead!')).toBeInTheDocument();
  });

  it("says a user's own totals are what My Bookings lists (issue 35)", async () => {
    server.use(statsAre({ scope: 'own', total: 44, upcoming: 3 }));
    renderRoute('/home');
    expect(await (await card('Total Bookings')).findByText('Your bookings in every status, as My Bookings lists them')).toBeInTheDocument();
    expect((await card('Upcoming Bookings')).getByText('Your pending and confirmed bookings still to start')).toBeInTheDocument();
  });

  it('lists past bookings with room, purpose, campus time and a status badge', async () => {
    renderRoute('/home');
    const table = await recentTable();
    const row = (await within(table).findByText('Conference Room 101')).closest('tr')!;
    expect(within(row).getByText('Project review')).toBeInTheDocument();
    expect(within(row).getByText('Mon, Mar 02, 2026, 10:00 AM – 11:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    const other = within(table).getByText('Classroom 102').closest('tr')!;
    expect(within(other).getByText('Sun, Mar 01, 2026, 02:00 PM – 03:30 PM')).toBeInTheDocument();
    expect(within(other).getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows at most the first five past bookings', async () => {
    server.use(pastBookingsAre(Array.from({ length: 7 }, (_, i) => makePastBooking({ id: i + 1, purpose: `Meeting ${i + 1}` }))));
    renderRoute('/home');
    const table = await recentTable();
    expect(await within(table).findByText('Meeting 1')).toBeInTheDocument();
    expect(within(table).getByText('Meeting 5')).toBeInTheDocument();
    expect(within(table).queryByText('Meeting 6')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it('shows "No recent bookings found" for an empty list', async () => {
    server.use(pastBookingsAre([]));
    renderRoute('/home');
    expect(await within(await recentTable()).findByText('No recent bookings found')).toBeInTheDocument();
  });

  it('only logs a failed recent-bookings fetch and shows the empty list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      server.use(pastBookingsAre({ status: 500 }));
      renderRoute('/home');
      expect(await within(await recentTable()).findByText('No recent bookings found')).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Failed to fetch recent bookings', expect.anything());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      log.mockRestore();
    }
  });

  it('has a "View all" link to My Bookings that opens in a new tab', async () => {
    renderRoute('/home');
    const link = await screen.findByRole('link', { name: 'View all' });
    expect(link).toHaveAttribute('href', '/faculty/bookings');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it.each([
    ['rb_dean', 'Pending Room Requests', 'Review room requests', '/room_booking'],
    ['igh', 'Pending Guest-House Requests', 'Review guest-house requests', '/igh'],
  ])('shows %s what waits for them, with a link, and nothing about booking', async (role, title, link, href) => {
    server.use(
      sessionAs(makeUser([role])),
      statsAre({ scope: 'own', total: 0, upcoming: 0, pendingRoomRequests: 4, pendingGuestHouseRequests: 4 }),
    );
    const { user, router } = renderRoute('/home');
    const pending = await card(title);
    expect(await pending.findByText('4')).toBeInTheDocument();
    expect(pending.getByText('Waiting for your decision')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Bookings' })).not.toBeInTheDocument();
    expect(screen.queryByText('No bookings yet. Start by booking a room!')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent Bookings' })).not.toBeInTheDocument();
    await user.click(pending.getByRole('link', { name: link }));
    await waitFor(() => expect(router.location.pathname).toBe(href));
  });

  it('links administrators (only) to the campus statistics', async () => {
    server.use(sessionAs(makeUser(['rb_admin'])));
    const { unmount } = renderRoute('/home');
    expect(await screen.findByRole('link', { name: 'Campus statistics' })).toHaveAttribute('href', '/statistics');
    unmount();
    server.resetHandlers();
    renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Campus statistics' })).not.toBeInTheDocument();
  });

  it('is also the page at /', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('lets a student with no role request a guest-house stay and follow it, with the decline reason', async () => {
    const backend = requestsBackend();
    backend.mine.push({ ...IGH_REQUESTS[2], id: 7, status: 'rejected', reason: 'Fully booked for convocation' });
    server.use(sessionAs(makeUser([], { email: 'student@campus.example' })), ...backend.handlers);
    const { user } = renderRoute('/home');
    const stays = within(await screen.findByRole('table', { name: 'Guest-house stays' }));
    expect(await stays.findByText('Fully booked for convocation')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Bookings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request a guest-house stay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a guest-house stay' }));
    await user.click(dialog.getByRole('button', { name: 'Submit request' }));
    expect(await dialog.findByText('Guest name is required')).toBeInTheDocument();
    await pasteInto(user, dialog.getByLabelText(/Guest name/), 'Suresh Verma');
    await pasteInto(user, dialog.getByLabelText(/Age/), '58');
    await pasteInto(user, dialog.getByLabelText(/Relation with you/), 'Father');
    await pasteInto(user, dialog.getByLabelText(/Check-in/), '2026-03-10');
    await pasteInto(user, dialog.getByLabelText(/Check-out/), '2026-03-12');
    await user.click(dialog.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await stays.findByText('Suresh Verma')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(backend.mine[0]).toMatchObject({ customer_name: 'Suresh Verma', age: 58, check_in: '2026-03-10', check_out: '2026-03-12' });
  });
});
