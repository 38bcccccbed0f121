import { http, HttpResponse } from 'msw';
import type { CalendarFeedResponse } from '@contracts/calendar';
import type { MailSettingsBody, MailSettingsResponse } from '@contracts/mail';
import { apiUrl } from '../api-url';

/** An in-memory stand-in for the user's e-mail settings and calendar feed link; `calls` records what was sent. */
export function accountBackend() {
  const settings: MailSettingsResponse = {
    delivery: true,
    categories: [
      { category: 'requests', label: 'New requests waiting for my decision', email: true },
      { category: 'decisions', label: 'Decisions on my requests (approved or declined)', email: true },
    ],
  };
  const feed: CalendarFeedResponse = { url: null, created_at: null };
  const calls = { saves: [] as MailSettingsBody[], creates: 0 };
  const handlers = [
    http.get(apiUrl('/me/mail-settings'), () => HttpResponse.json(settings)),
    http.put(apiUrl('/me/mail-settings'), async ({ request }) => {
      const body = (await request.json()) as MailSettingsBody;
      calls.saves.push(body);
      for (const c of settings.categories) c.email = body.email[c.category] ?? c.email;
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
  ];
  return { handlers, calls };
}
