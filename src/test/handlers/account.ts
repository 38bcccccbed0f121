import { http, HttpResponse } from 'msw';
import type { CalendarFeedResponse } from '@contracts/calendar';
import type { MailSettingsBody, MailSettingsResponse, UndeliveredMail } from '@contracts/mail';
import { apiUrl } from '../api-url';

/** Two mails given up on, as GET /api/admin/mail/undelivered lists them (newest first). */
export const undeliveredFixtures = (): UndeliveredMail[] => [
  {
    id: 12,
    recipient: 'dean@campus.example',
    subject: 'New room request: Seminar Hall, Mon, Mar 9',
    last_error: '550 No such mailbox here',
    attempts: 6,
    created_at: '2026-03-04T09:30:00+05:30',
  },
  {
    id: 7,
    recipient: 'faculty@campus.example',
    subject: 'Rejected: Room 101, Tue, Mar 10, 2026',
    last_error: null,
    attempts: 6,
    created_at: '2026-03-03T08:00:00+05:30',
  },
];

/**
 * An in-memory stand-in for the user's e-mail settings, calendar feed link and super_admin's
 * undelivered mail (Retry puts a mail back in the queue: it leaves the list); `calls` records
 * what was sent. `total` is the list's meta.total when more mail failed than the page shows.
 */
export function accountBackend({ undelivered = undeliveredFixtures(), total }: { undelivered?: UndeliveredMail[]; total?: number } = {}) {
  const settings: MailSettingsResponse = {
    delivery: true,
    categories: [
      { category: 'requests', label: 'New requests waiting for my decision', email: true },
      { category: 'decisions', label: 'Decisions on my requests (approved or declined)', email: true },
    ],
    reminder_minutes: 30,
  };
  const feed: CalendarFeedResponse = { url: null, created_at: null };
  const calls = { saves: [] as MailSettingsBody[], creates: 0, retries: [] as number[], lists: [] as URLSearchParams[] };
  const handlers = [
    http.get(apiUrl('/me/mail-settings'), () => HttpResponse.json(settings)),
    http.put(apiUrl('/me/mail-settings'), async ({ request }) => {
      const body = (await request.json()) as MailSettingsBody;
      calls.saves.push(body);
      for (const c of settings.categories) c.email = body.email[c.category] ?? c.email;
      settings.reminder_minutes = body.reminder_minutes ?? settings.reminder_minutes;
      return HttpResponse.json(settings);
    }),
    http.get(apiUrl('/me/calendar-feed'), () => HttpResponse.json(feed)),
    http.post(apiUrl('/me/calendar-feed'), () => {
      calls.creates++;
      feed.created_at = '2026-03-04T09:30:00+05:30';
      return HttpResponse.json(
        { url: `https://rooms.campus.example/api/calendar/token${calls.creates}.ics`, created_at: feed.created_at },
        { status: 201 },
      );
    }),
    http.get(apiUrl('/admin/mail/undelivered'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const meta = { total: total ?? undelivered.length, page: Number(params.get('page')), limit: Number(params.get('limit')) };
      return HttpResponse.json({ mails: undelivered, meta });
    }),
    http.post<{ id: string }>(apiUrl('/admin/mail/:id/retry'), ({ params }) => {
      calls.retries.push(Number(params.id));
      undelivered = undelivered.filter((m) => m.id !== Number(params.id));
      return HttpResponse.json({ message: 'The mail will be sent again shortly' });
    }),
  ];
  return { handlers, calls };
}
