/**
 * GET requests a page load sends before the app's code has run (src/app/firstRequests.ts,
 * docs/decisions/0237): each answer is handed to the app's first request for the same URL, once,
 * instead of that request being sent then. An answer nobody asks for within a few seconds is
 * dropped: it was for the first screen only.
 */
const KEEP_MS = 10_000;

const sent = new Map<string, { answer: Promise<Response>; at: number }>();

/** Sends a GET as the API's requests go (RTK Query's fetchBaseQuery: cookies, JSON). */
export function sendEarly(url: string): void {
  const href = new URL(url, window.location.href).href;
  if (sent.has(href)) return;
  const answer = fetch(href, { credentials: 'include', headers: { accept: 'application/json' } });
  answer.catch(() => {}); // a failure is the taker's to see (it asks again)
  sent.set(href, { answer, at: performance.now() });
}

/** The early answer for `request`, if one was sent for its URL and is not taken yet. */
export function takeEarly(request: Request): Promise<Response> | undefined {
  const early = request.method === 'GET' ? sent.get(request.url) : undefined;
  if (!early) return undefined;
  sent.delete(request.url);
  if (performance.now() - early.at > KEEP_MS) return undefined;
  // A request that failed on the way is asked again, now, as if it had not been sent early.
  return early.answer.catch(() => fetch(request));
}

/** The API's fetch: an early answer when there is one, else the network. */
export const fetchWithEarly = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  (input instanceof Request && takeEarly(input)) || fetch(input, init);
