import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { server } from '@test/server';
import { makeNotification, notificationsBackend } from '@test/handlers/notifications';
import { renderWithProviders } from '@test/render';
import { NotificationBell } from './NotificationBell';

// The panel's code loads on first opening; load it before the first test does.
beforeAll(() => import('./NotificationsPanel'));

const bell = (name: string | RegExp) => screen.findByRole('button', { name });

function renderBell(
  notifications = [makeNotification({ id: 3 }), makeNotification({ id: 2, title: 'Approved', kind: 'booking.approved' })],
) {
  const backend = notificationsBackend(notifications);
  server.use(...backend.handlers);
  const view = renderWithProviders(
    <>
      <NotificationBell />
      <Routes>
        <Route path="/" element={null} />
        <Route path="/faculty/bookings" element={<p>My Bookings page</p>} />
      </Routes>
    </>,
  );
  return { backend, ...view };
}

describe('NotificationBell', () => {
  it('names the unread count, and opens a panel of the notifications, unread ones marked', async () => {
    const { user } = renderBell([
      makeNotification({ id: 3, title: 'Rejected', body: 'Kavita Iyer declined your request. Reason: Room under repair.' }),
      makeNotification({ id: 2, title: 'Approved', read: true }),
    ]);
    await user.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Unread: Rejected'),
      expect.not.stringContaining('Unread'),
    ]);
    expect(items[0]).toHaveTextContent('Reason: Room under repair.');
    expect(items[0]).toHaveAttribute('href', '/faculty/bookings?booking=3');
  });

  it('shows a new notification at once: the unread stream says the count changed and the bell fetches again', async () => {
    const { backend } = renderBell([makeNotification({ id: 3 })]);
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    await waitFor(() => expect(backend.calls.streams).toBe(1));
    const lists = backend.calls.lists;
    backend.notify(makeNotification({ id: 4, title: 'New room request', kind: 'booking.requested', link: '/room_booking' }));
    // No 30 s poll: the stream's event alone brings the new count.
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    expect(backend.calls.lists).toBe(lists + 1);
  });

  it('marks all as read: the marks and the count go, the button is disabled', async () => {
    const { user, backend } = renderBell();
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    // The button is disabled while the marks are sent too, so wait for the list's new answer:
    // once it shows no unread mark, the button stays disabled because nothing is left to mark.
    await waitFor(() => expect(within(panel).getByRole('link', { name: /Rejected/ })).not.toHaveTextContent('Unread'));
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
    expect(backend.calls.marks).toEqual([{ all: true }]);
    await user.keyboard('{Escape}');
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('opening an unread notification marks it read and follows its link', async () => {
    const { user, backend } = renderBell();
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getAllByRole('link')[0]);
    expect(await screen.findByText('My Bookings page')).toBeInTheDocument();
    await waitFor(() => expect(backend.calls.marks).toEqual([{ ids: [3] }]));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('pages: ten to a page, the next page on request', async () => {
    const many = Array.from({ length: 12 }, (_, i) => makeNotification({ id: 12 - i, title: `Notice ${12 - i}` }));
    const { user } = renderBell(many);
    await user.click(await bell('Notifications, 12 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('link')).toHaveLength(10);
    await user.click(within(panel).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(2));
    expect(within(panel).getAllByRole('link')[0]).toHaveTextContent('Notice 2');
  });

  it('says so when there are none', async () => {
    const { user } = renderBell([]);
    await user.click(await bell('Notifications'));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});
