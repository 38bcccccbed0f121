/**
 * GET /api/notifications/stream (Server-Sent Events): tells the signed-in user's open tabs
 * their unread count at once and whenever it changes, so the bell refetches then rather than
 * on its next poll. Plain values (no TypeBox): the client reads them too.
 */
export const UNREAD_STREAM = {
  path: '/notifications/stream',
  /** The event's name; its data is JSON `{"unread": n}`. */
  event: 'unread',
  /** The reconnection delay the stream asks of a client after it ends (SSE `retry:`). */
  retryMs: 3_000,
  /** Streams one session may hold open at once (a few tabs); the next is refused with 429 (issue 36). */
  maxPerSession: 5,
  tooMany: 'Too many notification streams are open for this sign-in (at most 5). Close another tab of the app and try again.',
} as const;

export interface UnreadEvent {
  unread: number;
}
