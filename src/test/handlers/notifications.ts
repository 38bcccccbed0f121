import { http, HttpResponse } from 'msw';
import type { MarkReadBody, Notification, NotificationsResponse } from '@contracts/notifications';
import { apiUrl } from '../api-url';

export function makeNotification(overrides: Partial<Notification> & Pick<Notification, 'id'>): Notification {
  return {
    kind: 'booking.rejected',
    title: 'Declined',
    body: 'Kavita Iyer declined your request for Seminar Room 104 on Mon, Mar 9, 2026, 10:00–11:00.',
    link: `/faculty/bookings?booking=${overrides.id}`,
    created_at: '2026-03-02T10:00:00+05:30',
    read: false,
    ...overrides,
  };
}

/**
 * An in-memory stand-in for the notifications API: the stored list (newest first, as the
 * server keeps it), paged, and the read marks it is sent. `calls.marks` records each body.
 */
export function notificationsBackend(initial: Notification[] = []) {
  const db = initial.map((n) => ({ ...n }));
  const calls = { lists: 0, marks: [] as MarkReadBody[] };
  const unread = () => db.filter((n) => !n.read).length;
  const handlers = [
    http.get(apiUrl('/notifications'), ({ request }) => {
      calls.lists++;
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return HttpResponse.json<NotificationsResponse>({
        notifications: db.slice((page - 1) * limit, page * limit),
        unread: unread(),
        meta: { total: db.length, page, limit },
      });
    }),
    http.post(apiUrl('/notifications/read'), async ({ request }) => {
      const body = (await request.json()) as MarkReadBody;
      calls.marks.push(body);
      for (const n of db) if (body.all || body.ids?.includes(n.id)) n.read = true;
      return HttpResponse.json({ message: 'Notifications marked as read', unread: unread() });
    }),
  ];
  return { db, calls, handlers };
}

/** Default: nobody has notifications. */
export const notificationHandlers = notificationsBackend().handlers;
