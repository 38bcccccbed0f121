import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { preloadPages, renderRoute } from '@test/render';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { adminBookingsStore } from '@test/handlers/admin-bookings';
import {
  choose,
  lastList,
  openAdminBookings as openPage,
  renderAdminBookings,
  resetAdminBookingsEachTest,
} from '@test/admin-bookings-page';
import { rowsWith, rowWith } from '@test/rows';

// For the one route-level test (the role check): the layout and the page load before it.
preloadPages(() => import('./AdminBookingsPage'));

resetAdminBookingsEachTest();

describe('Manage Bookings list', () => {
  it('says "about N" for an estimated total and exports the list as filtered and sorted', async () => {
    server.use(
      http.get(apiUrl('/admin/bookings'), () =>
        HttpResponse.json({
          bookings: adminBookingsStore.bookings.slice(0, 10),
          meta: { total: 1_000_123, page: 1, limit: 10 },
          totalPages: 100_013,
          total_estimated: true,
        }),
      ),
    );
    const { user } = await openPage();
    expect(screen.getByText('Showing 1 to 10 of about 1,000,000 entries')).toBeInTheDocument();
    await choose(user, 'Sort by', 'Room Name');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        expect.stringMatching(/\/api\/admin\/bookings\/export\.csv\?kind=all&sort=room$/),
      ),
    );
  });

  it('shows the first page with booker, kind and page buttons, and pages on', async () => {
    const { user } = await openPage();
    expect(screen.getByText('Showing 1 to 10 of 30 entries')).toBeInTheDocument();
    expect(within(rowWith('Thesis defence')).getByText('ananya.krishnan@campus.example')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21 to 30 of 30 entries');
    expect(lastList().get('page')).toBe('3');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers page sizes 5 to 100 and shows at most 5 page buttons with an ellipsis and the last page', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '5' }));
    await screen.findByText('Showing 1 to 5 of 30 entries');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '6']);
    expect(within(nav).getByText('…')).toBeInTheDocument();
  });

  // Which patch each control sends is AdminBookingFiltersBar.test.tsx's; the return to page 1 on
  // any change of the applied filters (sort and type included) is usePagedList.test.ts's.
  it('goes back to page 1 when a filter changes', async () => {
    const { user } = await openPage();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    await choose(user, 'Status', 'Cancelled');
    await waitFor(() => expect(lastList().get('status')).toBe('cancelled'));
    expect(lastList().get('page')).toBe('1');
  });

  it('goes back to page 1 when the search changes, keeping the filters', async () => {
    const { user } = await openPage();
    await choose(user, 'Status', 'Cancelled');
    await waitFor(() => expect(lastList().get('status')).toBe('cancelled'));
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    // Pasted: the pause before a typed search is sent, and one request per pause, are usePagedList.test.ts's.
    await user.click(screen.getByRole('textbox', { name: 'Search bookings' }));
    await user.paste('ananya');
    await waitFor(() => expect(lastList().get('search')).toBe('ananya'));
    expect(lastList().get('page')).toBe('1');
    expect(lastList().get('status')).toBe('cancelled');
  });

  it('shows date, time and duration in one column and the full purpose and booker on hover', async () => {
    await openPage();
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Room', 'Booked By', 'Date & Time', 'Purpose', 'Status', 'Type', 'Actions']);
    const row = rowWith('Thesis defence');
    expect(within(row).getByText('Thesis defence')).toHaveAttribute('title', 'Thesis defence');
    expect(within(row).getByText('ananya.krishnan@campus.example')).toHaveAttribute('title', 'ananya.krishnan@campus.example');
    expect(within(row).getByText(/^\d\d:\d\d [AP]M – \d\d:\d\d [AP]M ·/)).toBeInTheDocument();
  });

  it('offers edit and delete only for bookings that have not ended, and series actions on series rows', async () => {
    await openPage();
    expect(within(rowWith('Thesis defence')).getByRole('button', { name: 'Edit booking' })).toBeInTheDocument();
    expect(within(rowWith('Thesis defence')).getByRole('button', { name: 'Delete booking' })).toBeInTheDocument();
    expect(within(rowWith('Thesis defence')).queryByRole('button', { name: 'Series actions' })).not.toBeInTheDocument();
    expect(within(rowWith('Past review meeting')).queryByRole('button', { name: 'Edit booking' })).not.toBeInTheDocument();
    expect(within(rowWith('Past review meeting')).queryByRole('button', { name: 'Delete booking' })).not.toBeInTheDocument();
    const series = rowsWith(/Weekly seminar/);
    expect(series.map((r) => within(r).getByText(/Recurring, (first|later) in series/).textContent)).toEqual([
      'Recurring, later in series',
      'Recurring, later in series',
    ]);
  });
});

describe('Manage Bookings states', () => {
  it('shows the error panel and recovers with Try Again', async () => {
    let fail = true;
    server.use(http.get(apiUrl('/admin/bookings'), () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = renderAdminBookings();
    expect(await screen.findByText('Error Loading Bookings')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch booking requests. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Thesis defence')).toBeInTheDocument();
  });

  it('shows "No Bookings Found" when nothing matches', async () => {
    adminBookingsStore.bookings = [];
    renderAdminBookings();
    expect(await screen.findByText('No Bookings Found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('is not offered to faculty members', async () => {
    server.use(sessionAs(makeUser(['rb_faculty'])));
    renderRoute('/admin/bookings');
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(adminBookingsStore.requests).toEqual([]);
  });
});
