import { http, HttpResponse } from 'msw';
import type { MarkReadBody, Notification, NotificationsResponse } from '@contracts/notifications';
import { UNREAD_STREAM } from '@contracts/notification-stream';
import { apiUrl } from '../api-url';

export function makeNotification(overrides: Partial<Notification> & Pick<Notification, 'id'>): Notification {
  return {
    kind: 'booking.rejected',
    title: 'Rejected',
    body: 'Kavita Iyer declined your request for Seminar Room 104 on Mon, Mar 09, 2026, 10:00 AM – 11:00 AM.',
    link: `/faculty/bookings?booking=${overrides.id}`,
    created_at: '2026-03-02T10:00:00+05:30',
    read: false,
    ...overrides,
  };
}

/**
 * An in-memory stand-in for the notifications API: the stored list (newest first, as the
 * server keeps it), paged, and the read marks it is sent. `calls.marks` records each body.
 * The unread stream sends the count when opened; `notify()` stores a new notification and
 * sends the new count down every open stream, as the server does.
 */
export function notificationsBackend(initial: Notification[] = []) {
  const db = initial.map((n) => ({ ...n }));
  const calls = { lists: 0, streams: 0, marks: [] as MarkReadBody[] };
  const unread = () => db.filter((n) => !n.read).length;
  const encoder = new TextEncoder();
  const frame = () => encoder.encode(`event: ${UNREAD_STREAM.event}\ndata: ${JSON.stringify({ unread: unread() })}\n\n`);
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const notify = (notification: Notification) => {
    db.unshift({ ...notification });
    for (const stream of streams) stream.enqueue(frame());
  };
  const handlers = [
    http.get(apiUrl(UNREAD_STREAM.path), ({ request }) => {
      calls.streams++;
      let mine: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          mine = controller;
          streams.add(controller);
          controller.enqueue(frame());
          request.signal.addEventListener('abort', () => streams.delete(controller));
        },
        cancel() {
          streams.delete(mine);
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
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
  return { db, calls, handlers, notify };
}

/** Default: nobody has notifications. */
export const notificationHandlers = notificationsBackend().handlers;
