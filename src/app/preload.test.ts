import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { makeStore } from './store';
import { preloadPageOf } from './routes';

/** The API paths asked for, in order (query strings left out). */
function recordRequests(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname.replace(/^.*\/api/, '')));
  return asked;
}

/** /auth/me held until `answer()`: signed in as faculty, or signed out (401). */
function heldSession(signedIn = true) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(apiUrl('/auth/me'), async () => {
      await answered;
      return signedIn
        ? HttpResponse.json({ userdetails: makeUser(['rb_faculty']), message: 'Authenticated' })
        : HttpResponse.json({ message: 'Invalid user details' }, { status: 401 });
    }),
  );
  return () => answer();
}

afterEach(() => server.events.removeAllListeners());

describe('preloadPageOf: a page’s first data', () => {
  it('asks for the day grid’s first rooms beside the session check, and not for the whole rooms list', async () => {
    const asked = recordRequests();
    const answer = heldSession();
    preloadPageOf('/faculty/book-room', makeStore(), '?view=grid&date=2026-12-01');
    // The session is still unanswered: the grid's rooms do not wait for it.
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/auth/me', '/schedule'])));
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toContain('/faculty/getrooms');
  });

  it('asks for the rooms of "By room" once the session shows a user who may book, and not before', async () => {
    const asked = recordRequests();
    const answer = heldSession();
    preloadPageOf('/faculty/book-room', makeStore());
    await waitFor(() => expect(asked).toContain('/auth/me'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['/auth/me']);
    answer();
    await waitFor(() => expect(asked).toEqual(['/auth/me', '/faculty/getrooms']));
  });

  it('asks a signed-out visitor’s session only, for "By room"', async () => {
    const asked = recordRequests();
    heldSession(false)();
    preloadPageOf('/faculty/book-room', makeStore());
    await waitFor(() => expect(asked).toContain('/auth/me'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['/auth/me']);
  });

  it('asks for the Manage Bookings schedule’s first rooms at once for ?view=schedule', async () => {
    const asked = recordRequests();
    heldSession();
    preloadPageOf('/admin/bookings', makeStore(), '?view=schedule&date=2026-12-01');
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/schedule'])));
  });
});
