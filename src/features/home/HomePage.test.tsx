import { delay, http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { renderRoute } from '@test/render';
import { makeUser } from '@test/fixtures';
import { makePastBooking, pastBookingsAre, statsAre } from '@test/handlers/home';
import { sessionAs } from '@test/handlers/session';

const card = async (title: string) => within(await screen.findByRole('region', { name: title }));
const recentTable = () => screen.findByRole('table', { name: 'Recent Bookings' });

describe('Overview (/home)', () => {
  it('shows the title, subtitle and the counts with their descriptions', async () => {
    renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Monitor your bookings and manage operations')).toBeInTheDocument();
    const total = await card('Total Bookings');
    expect(await total.findByText('12')).toBeInTheDocument();
    expect(total.getByText('Total bookings across all rooms')).toBeInTheDocument();
    const upcoming = await card('Upcoming Bookings');
    expect(upcoming.getByText('3')).toBeInTheDocument();
    expect(upcoming.getByText('Upcoming room bookings')).toBeInTheDocument();
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
    server.use(statsAre({ total: 0, upcoming: 0 }));
    renderRoute('/home');
    const total = await card('Total Bookings');
    expect(await total.findByText('No bookings yet. Start by booking a room!')).toBeInTheDocument();
    expect(total.getByText('0')).toBeInTheDocument();
    expect((await card('Upcoming Bookings')).getByText('No upcoming bookings. Plan ahead!')).toBeInTheDocument();
  });

  it('mixes texts when only upcoming is zero', async () => {
    server.use(statsAre({ total: 4, upcoming: 0 }));
    renderRoute('/home');
    expect(await (await card('Total Bookings')).findByText('Total bookings across all rooms')).toBeInTheDocument();
    expect((await card('Upcoming Bookings')).getByText('No upcoming bookings. Plan ahead!')).toBeInTheDocument();
  });

  it('lists past bookings with room, purpose, campus time and a status badge', async () => {
    renderRoute('/home');
    const table = await recentTable();
    const row = (await within(table).findByText('Conference Room 101')).closest('tr')!;
    expect(within(row).getByText('Project review')).toBeInTheDocument();
    expect(within(row).getByText('Mar 02, 2026, 10:00 AM – 11:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    const other = within(table).getByText('Classroom 102').closest('tr')!;
    expect(within(other).getByText('Mar 01, 2026, 02:00 PM – 03:30 PM')).toBeInTheDocument();
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

  it.each([['rb_dean'], ['igh']])('offers no "View all" to %s, who cannot open My Bookings', async (role) => {
    server.use(sessionAs(makeUser([role])));
    renderRoute('/home');
    expect(await within(await recentTable()).findByText('Conference Room 101')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
  });

  it('is also the page at /', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });
});

describe('Statistics (/statistics)', () => {
  it('shows the same two stat cards under a "Statistics" heading', async () => {
    server.use(statsAre({ total: 7, upcoming: 0 }));
    renderRoute('/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    const total = await card('Total Bookings');
    expect(await total.findByText('7')).toBeInTheDocument();
    expect((await card('Upcoming Bookings')).getByText('No upcoming bookings. Plan ahead!')).toBeInTheDocument();
  });
});
