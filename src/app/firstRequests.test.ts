import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { sessionApi } from '@shared/session/sessionApi';
import { makeStore } from './store';
import { preloadPageOf } from './routes';
import { sendFirstRequests } from './firstRequests';

/** The API requests sent, in order, with their query strings. */
function recordRequests(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname.replace(/^.*\/api/, '')}${url.search}`);
  });
  return asked;
}

afterEach(() => server.events.removeAllListeners());

describe('sendFirstRequests: a page load’s first requests, before the app’s code runs', () => {
  it('sends the session check and the day grid’s first rooms once: the app’s own requests take those answers', async () => {
    const asked = recordRequests();
    sendFirstRequests('/faculty/book-room', '?view=grid&date=2026-12-01');
    await waitFor(() => expect(asked).toHaveLength(2));
    const store = makeStore(undefined, { devChecks: false });
    preloadPageOf('/faculty/book-room', store, '?view=grid&date=2026-12-01');
    const session = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(session.data?.email).toBeTruthy();
    // The grid's first page is in the store from the answer sent early.
    await waitFor(() => expect(Object.values(store.getState().api.queries).filter((q) => q?.status === 'fulfilled')).toHaveLength(2));
    expect(asked).toEqual(['/auth/me', '/schedule?date=2026-12-01&page=1&limit=50']);
  });

  it('sends only the session check for any other page, and nothing for sign-in', async () => {
    const asked = recordRequests();
    sendFirstRequests('/auth', '');
    sendFirstRequests('/admin/bookings', '?view=list');
    await waitFor(() => expect(asked).toEqual(['/auth/me']));
    // Taken here, so the next test starts with none left.
    await makeStore(undefined, { devChecks: false }).dispatch(sessionApi.endpoints.getSession.initiate());
    expect(asked).toEqual(['/auth/me']);
  });

  it('asks again when the early request failed on the way', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/auth/me'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ message: 'Invalid user details' }, { status: 401 });
      }),
    );
    sendFirstRequests('/home', '');
    const session = await makeStore(undefined, { devChecks: false }).dispatch(sessionApi.endpoints.getSession.initiate());
    expect(calls).toBe(2);
    expect(session.error).toMatchObject({ status: 401 });
  });
});
