import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/server';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { apiUrl } from '@test/api-url';
import { adminBookingHandlers, adminBookingsStore } from '@test/handlers/admin-bookings';
import { choose, openAdminBookings as openPage, resetAdminBookingsEachTest } from '@test/admin-bookings-page';
import { rowsWith, rowWith } from '@test/rows';

// Edit, delete and the series actions from Manage Bookings' rows (the list itself:
// AdminBookingsPage.test.tsx; bulk actions: bulk/BulkActions.test.tsx).
resetAdminBookingsEachTest();

describe('Manage Bookings actions', () => {
  // The dialog's admin mode (booker, status preview, past starts) is EditBookingDialog.test.tsx's;
  // "Completed" for a confirmed booking that has ended is bookingStatus.test.ts's.
  it('edits a booking in admin mode: PUT body, toast, and the list refetched', async () => {
    // Confirming a pending request is an approver's decision (issue 36): a super_admin here.
    server.use(sessionAs(makeUser(['super_admin'], { name: 'Sunita Rao', email: 'super.admin@campus.example' })));
    const { user } = await openPage();
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Edit booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    expect(within(dialog).getByText(/Ananya Krishnan/)).toBeInTheDocument();
    await choose(user, 'Status', 'Confirmed', dialog);
    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '2020-01-06T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '2020-01-06T11:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Booking updated successfully');
    const put = adminBookingsStore.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toMatch(/\/admin\/bookings\/1$/);
    expect(put.body).toEqual({
      purpose: 'Thesis defence',
      start_time: '2020-01-06T10:00:00+05:30',
      end_time: '2020-01-06T11:30:00+05:30',
      status: 'confirmed',
    });
    // The dialog found above, not a role query over the whole page on every change while it closes.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The list refetched: the booking moved to the past, so it is no longer on the first page.
    await waitFor(() => expect(screen.queryByText('Thesis defence')).not.toBeInTheDocument());
  });

  it('shows the failure toast and keeps the dialog open when the server refuses the edit', async () => {
    server.use(
      http.put(apiUrl('/admin/bookings/:id'), () => HttpResponse.json({ message: 'This room is already booked.' }, { status: 409 })),
    );
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
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
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
    server.use(
      http.delete(apiUrl('/faculty/bookings/recurring/:id'), () =>
        HttpResponse.json({ message: 'Recurring booking not found.' }, { status: 404 }),
      ),
    );
    await user.click(within(await openSeriesDelete()).getByRole('button', { name: 'Delete Series' }));
    expect(await screen.findByText('Failed to edit/delete recurring booking')).toBeInTheDocument();
    const refused = screen.getByRole('dialog', { name: 'Delete Series' });
    await user.click(within(refused).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(refused).not.toBeInTheDocument());

    server.use(...adminBookingHandlers);
    await user.click(within(await openSeriesDelete()).getByRole('button', { name: 'Delete Series' }));
    await screen.findByText('All recurring bookings deleted successfully');
    await waitFor(() => expect(screen.queryByText('Weekly seminar')).not.toBeInTheDocument());
  });
});
