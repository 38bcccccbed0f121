import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '@test/render';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { adminBookingHandlers, adminBookingsStore } from '@test/handlers/admin-bookings';
import { findRowWith, rowsWith, rowWith } from '@test/rows';

// Route-level flows on a shared, busy machine.
jest.setTimeout(60_000);

beforeEach(() => {
  adminBookingsStore.reset();
  // Ahead of any other resource's defaults for the shared series paths.
  server.use(sessionAs(makeUser(['rb_admin'], { name: 'Arjun Mehta', email: 'rb.admin@campus.example' })), ...adminBookingHandlers);
});

const lastList = () => new URL([...adminBookingsStore.requests].reverse().find((r) => r.method === 'GET')!.url).searchParams;

async function openPage() {
  const view = renderRoute('/admin/bookings');
  // The page is a lazy chunk: the first render waits for it.
  await screen.findByRole('heading', { name: 'Admin Booking Management' }, { timeout: 5000 });
  await screen.findByText('Thesis defence', {}, { timeout: 3000 });
  return view;
}

async function choose(user: ReturnType<typeof renderRoute>['user'], label: string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Manage Bookings list', () => {
  it('shows the first page with booker, kind and page buttons, and pages on', async () => {
    const { user } = await openPage();
    expect(screen.getByText('Showing 1 to 10 of 30 entries')).toBeInTheDocument();
    expect(within(rowWith('Thesis defence')).getByText('ananya.krishnan@campus.example')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
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
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '6']);
    expect(within(nav).getByText('…')).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter, the sort or the (debounced) search changes', async () => {
    const { user } = await openPage();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });

    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    await choose(user, 'Status', 'Cancelled');
    await waitFor(() => expect(lastList().get('status')).toBe('cancelled'));
    expect(lastList().get('page')).toBe('1');

    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    await choose(user, 'Sort by', 'Oldest First');
    await waitFor(() => expect(lastList().get('sort')).toBe('date-asc'));
    expect(lastList().get('page')).toBe('1');

    await choose(user, 'Status', 'All Status');
    await choose(user, 'Type', 'Recurring Child');
    await waitFor(() => expect(lastList().get('kind')).toBe('recurring-child'));
    await screen.findByText('Showing 1 to 2 of 2 entries');

    await choose(user, 'Type', 'All Bookings');
    await user.click(await within(screen.getByRole('navigation', { name: 'Pagination' })).findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastList().get('page')).toBe('3'));
    await user.type(screen.getByRole('textbox', { name: 'Search bookings' }), 'ananya');
    await waitFor(() => expect(lastList().get('search')).toBe('ananya'), { timeout: 3000 });
    expect(lastList().get('page')).toBe('1');
    // Typing is debounced: one request for the whole word, not one per letter.
    expect(adminBookingsStore.requests.filter((r) => r.url.includes('search=')).map((r) => new URL(r.url).searchParams.get('search'))).toEqual(['ananya']);
    await screen.findByText('Showing 1 to 1 of 1 entries');
  });

  it('shows date, time and duration in one column and the full purpose and booker on hover', async () => {
    await openPage();
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Room', 'Booked By', 'Date & Time', 'Purpose', 'Status', 'Type', 'Actions',
    ]);
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
    expect(series.map((r) => within(r).getByText(/Recurring (Parent|Child)/).textContent)).toEqual(['Recurring Child', 'Recurring Child']);
  });
});

describe('Manage Bookings actions', () => {
  it('edits a booking in admin mode: booker shown, status preview, past start allowed, PUT body and row updated', async () => {
    const { user } = await openPage();
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Edit booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    expect(within(dialog).getByText(/Ananya Krishnan/)).toBeInTheDocument();
    expect(within(dialog).getByText(/ananya.krishnan@campus.example/)).toBeInTheDocument();

    await choose(user, 'Status', 'Confirmed', dialog);
    expect(within(dialog).getByText('Status will change to')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '2020-01-06T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '2020-01-06T11:30' } });
    expect(within(dialog).queryByText('Start time cannot be in the past')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Booking updated successfully');
    const put = adminBookingsStore.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toMatch(/\/admin\/bookings\/1$/);
    expect(put.body).toEqual({
      purpose: 'Thesis defence', start_time: '2020-01-06T10:00:00+05:30', end_time: '2020-01-06T11:30:00+05:30', status: 'confirmed',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Booking' })).not.toBeInTheDocument());
    // The list refetched: the booking moved to the past, so it now sits on a later page.
    await waitFor(() => expect(screen.queryByText('Thesis defence')).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Oldest First' }));
    const row = await findRowWith(/Thesis defence/);
    // Confirmed and ended: the badge derives "Completed" (DESIGN.md §5).
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(within(row).getByText('Jan 06, 2020')).toBeInTheDocument();
    expect(within(row).getByText('1h 30m')).toBeInTheDocument();
  });

  it('shows the failure toast and keeps the dialog open when the server refuses the edit', async () => {
    server.use(http.put(apiUrl('/admin/bookings/:id'), () => HttpResponse.json({ message: 'This room is already booked.' }, { status: 409 })));
    const { user } = await openPage();
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Edit booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    await choose(user, 'Status', 'Rejected', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update booking')).toBeInTheDocument();
    expect(screen.getByText('This room is already booked.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
  });

  it('deletes a booking after confirmation', async () => {
    const { user } = await openPage();
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Delete booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Booking' });
    expect(within(dialog).getByText('Are you sure you want to delete this booking? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Booking deleted successfully');
    expect(adminBookingsStore.requests.some((r) => r.method === 'DELETE' && /\/admin\/bookings\/1$/.test(r.url))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Booking' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowWith('Thesis defence')).getByText('Cancelled')).toBeInTheDocument());
  });

  it('shows "Failed to delete booking" when the delete fails', async () => {
    server.use(http.delete(apiUrl('/admin/bookings/:id'), () => HttpResponse.json({ message: 'Nope' }, { status: 409 })));
    const { user } = await openPage();
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Delete booking' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Booking' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete booking')).toBeInTheDocument();
  });

  it('edits a whole series from one of its rows', async () => {
    const { user } = await openPage();
    await user.click(within(rowsWith(/Weekly seminar/)[0]).getByRole('button', { name: 'Series actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Series' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Purpose' }), { target: { value: 'Weekly research seminar' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Series' }));
    await screen.findByText('All recurring bookings updated successfully');
    const put = adminBookingsStore.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toMatch(/\/faculty\/bookings\/recurring\/7$/);
    expect(put.body).toEqual(expect.objectContaining({ purpose: 'Weekly research seminar', status: 'confirmed' }));
    await waitFor(() => expect(screen.getAllByText('Weekly research seminar')).toHaveLength(2));
  });

  it('deletes a whole series, and names the failure when the server refuses', async () => {
    const { user } = await openPage();
    const openSeriesDelete = async () => {
      await user.click(within(rowsWith(/Weekly seminar/)[0]).getByRole('button', { name: 'Series actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete series' }));
      return screen.findByRole('dialog', { name: 'Delete Series' });
    };
    server.use(http.delete(apiUrl('/faculty/bookings/recurring/:id'), () => HttpResponse.json({ message: 'Recurring booking not found.' }, { status: 404 })));
    await user.click(within(await openSeriesDelete()).getByRole('button', { name: 'Delete Series' }));
    expect(await screen.findByText('Failed to edit/delete recurring booking')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Series' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Series' })).not.toBeInTheDocument());

    server.use(...adminBookingHandlers);
    await user.click(within(await openSeriesDelete()).getByRole('button', { name: 'Delete Series' }));
    await screen.findByText('All recurring bookings deleted successfully');
    await waitFor(() => expect(screen.queryByText('Weekly seminar')).not.toBeInTheDocument());
  });
});

describe('Manage Bookings states', () => {
  it('shows the error panel and recovers with Try Again', async () => {
    let fail = true;
    server.use(http.get(apiUrl('/admin/bookings'), () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = renderRoute('/admin/bookings');
    expect(await screen.findByText('Error Loading Bookings', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch booking requests. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Thesis defence')).toBeInTheDocument();
  });

  it('shows "No Bookings Found" when nothing matches', async () => {
    adminBookingsStore.bookings = [];
    renderRoute('/admin/bookings');
    expect(await screen.findByText('No Bookings Found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('is not offered to faculty members', async () => {
    server.use(sessionAs(makeUser(['rb_faculty'])));
    renderRoute('/admin/bookings');
    expect(await screen.findByText('Not allowed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(adminBookingsStore.requests).toEqual([]);
  });
});
