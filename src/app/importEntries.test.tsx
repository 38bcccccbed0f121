import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useGetAdminBookingsQuery } from '@features/admin-bookings/api';
import UsersPage from '@features/users/UsersPage';
import { ImportButton } from '@shared/imports';
import { openAdminBookings } from '@test/admin-bookings-page';
import { apiUrl } from '@test/api-url';
import { fileOf } from '@test/files';
import { importsBackend } from '@test/handlers/imports';
import { renderWithProviders, warmUp } from '@test/render';
import { openRoomsPage } from '@test/rooms-page';
import { server } from '@test/server';

// Each screen's entry to the import wizard (issue 31); the wizard itself is src/shared/imports' tests.
beforeAll(() => import('@shared/imports/ImportDialog'));
warmUp(openRoomsPage);
beforeEach(() => server.use(...importsBackend().handlers));

it('Manage Rooms → Import rooms', async () => {
  const { user } = await openRoomsPage();
  await user.click(screen.getByRole('button', { name: 'Import rooms' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import rooms' });
  expect(within(dialog).getByText('Drop a rooms file (.csv) here, or')).toBeInTheDocument();
});

it('Manage Users → Import users, and Close gives focus back to it', async () => {
  const { user } = renderWithProviders(<UsersPage />);
  await screen.findByText('user1@campus.example');
  const opener = screen.getByRole('button', { name: 'Import users' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Import users' });
  expect(within(dialog).getByLabelText('Choose a file')).toHaveAttribute('accept', '.csv,text/csv');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

it('Manage Bookings → Import timetable, from a CSV or an .ics file', async () => {
  const { user } = await openAdminBookings();
  await user.click(screen.getByRole('button', { name: 'Import timetable' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import timetable' });
  expect(within(dialog).getByLabelText('Choose a file')).toHaveAttribute('accept', '.csv,text/csv,.ics,text/calendar');
  expect(within(dialog).getByText('Drop a timetable file (.csv or .ics) here, or')).toBeInTheDocument();
});

/** Manage Bookings' list query without its table: what the import must make stale. */
function BookingsList() {
  useGetAdminBookingsQuery({ page: 1, limit: 10 });
  return null;
}

it('a timetable import reloads Manage Bookings’ list; its check does not', async () => {
  let lists = 0;
  server.use(
    http.get(apiUrl('/admin/bookings'), () => {
      lists++;
      return HttpResponse.json({ bookings: [], meta: { total: 0, page: 1, limit: 10 }, totalPages: 0, total_estimated: false });
    }),
  );
  const { user } = renderWithProviders(
    <>
      <BookingsList />
      <ImportButton kind="bookings" />
    </>,
  );
  await waitFor(() => expect(lists).toBe(1));
  await user.click(screen.getByRole('button', { name: 'Import timetable' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import timetable' });
  await user.upload(within(dialog).getByLabelText('Choose a file'), fileOf('term.csv', 'room_name\nA\n'));
  const importButton = await within(dialog).findByRole('button', { name: 'Import' });
  expect(lists).toBe(1);
  await user.click(importButton);
  await within(dialog).findByText('Imported term.csv: 1 booking created, 0 updated, 0 unchanged.');
  await waitFor(() => expect(lists).toBe(2));
});
