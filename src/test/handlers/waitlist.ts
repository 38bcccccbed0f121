import { http, HttpResponse } from 'msw';
import type { WaitlistBody, WaitlistEntry, WaitlistEntryResponse, WaitlistResponse } from '@contracts/waitlist';
import { WAITLIST_MESSAGES } from '@contracts/waitlist-rules';
import { apiUrl } from '../api-url';

/**
 * Issue 32: an in-memory waitlist: GET lists `entries`, POST joins (recorded in `joins`), DELETE
 * leaves one. Empty by default.
 */
export function waitlistBackend(entries: WaitlistEntry[] = []) {
  const joins: WaitlistBody[] = [];
  const handlers = [
    http.get(apiUrl('/waitlist'), () => HttpResponse.json<WaitlistResponse>({ entries })),
    http.post(apiUrl('/waitlist'), async ({ request }) => {
      const body = (await request.json()) as WaitlistBody;
      joins.push(body);
      const entry = {
        id: 500 + joins.length,
        rooms: 'Conference Room A',
        purpose: body.purpose ?? '',
        created_at: body.start_time,
        position: 1,
        ...body,
      };
      entries.push(entry);
      return HttpResponse.json<WaitlistEntryResponse>({ message: WAITLIST_MESSAGES.joined, entry }, { status: 201 });
    }),
    http.delete(apiUrl('/waitlist/:id'), ({ params }) => {
      const at = entries.findIndex((e) => e.id === Number(params.id));
      if (at < 0) return HttpResponse.json({ message: WAITLIST_MESSAGES.notFound }, { status: 404 });
      entries.splice(at, 1);
      return HttpResponse.json({ message: WAITLIST_MESSAGES.left });
    }),
  ];
  return { entries, joins, handlers };
}

export const waitlistHandlers = waitlistBackend().handlers;
