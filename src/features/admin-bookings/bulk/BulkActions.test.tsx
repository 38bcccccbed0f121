import { screen, waitFor, within } from '@testing-library/react';
import { adminBookingsStore } from '@test/handlers/admin-bookings';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { server } from '@test/server';
import { openAdminBookings, resetAdminBookingsEachTest } from '@test/admin-bookings-page';

resetAdminBookingsEachTest();

const bulkBodies = () => adminBookingsStore.requests.filter((r) => r.method === 'POST').map((r) => r.body);

it('selects the page, then all matching, confirms a cancel with what will be skipped, and shows the answer', async () => {
  const { user } = await openAdminBookings();
  adminBookingsStore.bulkAnswer = {
    message: '28 bookings cancelled; 2 skipped.',
    selected: 30,
    changed: 28,
    skipped: [
      { id: 3, reason: 'past' },
      { id: 10, reason: 'already_cancelled' },
    ],
  };

  await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  expect(within(bar).getByText('10 selected')).toBeInTheDocument();
  await user.click(within(bar).getByRole('button', { name: 'Select all 30 matching' }));
  expect(within(bar).getByText('All 30 matching bookings selected')).toBeInTheDocument();

  await user.click(within(bar).getByRole('button', { name: 'Cancel bookings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Bookings' });
  await within(dialog).findByText('28 bookings of the 30 selected will be cancelled. Continue?');
  expect(within(dialog).getByText('2 will be skipped — Already started or over: 1; Already cancelled: 1.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('textbox', { name: 'Reason (sent to the bookers)' }));
  await user.paste('Exams week');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel bookings' }));

  const answer = await screen.findByRole('status');
  expect(answer).toHaveTextContent('28 bookings cancelled; 2 skipped.');
  expect(answer).toHaveTextContent('Booking #3: Already started or over');
  expect(bulkBodies()).toEqual([
    { filter: { kind: 'all' }, action: 'cancel', dry_run: true },
    { filter: { kind: 'all' }, action: 'cancel', reason: 'Exams week' },
  ]);
  await waitFor(() => expect(bar).not.toBeInTheDocument());
});

it('offers Approve only to an approver (rb_admin lacks the capability, issue 36)', async () => {
  const { user } = await openAdminBookings();
  await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  expect(within(bar).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  expect(within(bar).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('lists each skipped request with the single approval’s words when the server gives them', async () => {
  server.use(sessionAs(makeUser(['super_admin'], { name: 'Sunita Rao', email: 'super.admin@campus.example' })));
  const { user } = await openAdminBookings();
  adminBookingsStore.bulkAnswer = {
    message: '9 bookings approved; 1 skipped.',
    selected: 10,
    changed: 9,
    skipped: [{ id: 5, reason: 'room_closed', message: 'Room closed: Exams' }],
  };
  await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
  await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve Requests' });
  expect(await within(dialog).findByText('1 will be skipped — The room is closed then: 1.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Booking #5: Room closed: Exams');
});
