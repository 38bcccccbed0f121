import { useEffect, useRef, useState } from 'react';
import { UNREAD_STREAM, type UnreadEvent } from '@contracts/notification-stream';
import { API_BASE_URL } from '@shared/api/env';

/** After a stream fails, wait this long before the next try, doubling up to the most. */
const RETRY_FIRST_MS: number = UNREAD_STREAM.retryMs;
const RETRY_MOST_MS = 60_000;

/** Reads Server-Sent Events off a response body, calling `onUnread` for each unread event. */
async function readUnreadEvents(body: ReadableStream<Uint8Array>, onUnread: (unread: number) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const frames = (buffer + decoder.decode(value, { stream: true })).split('\n\n');
    buffer = frames.pop()!;
    for (const frame of frames) {
      const event = /^event: ?(.*)$/m.exec(frame)?.[1];
      const data = /^data: ?(.*)$/m.exec(frame)?.[1];
      if (event === UNREAD_STREAM.event && data) onUnread((JSON.parse(data) as UnreadEvent).unread);
    }
  }
}

/**
 * Listens to the server's unread-count stream (docs/decisions/0060-unread-stream.md)
 * while `enabled`, calling `onUnread` with each count it announces. Answers whether the
 * stream is open, so the caller polls only while it is not. A stream that ends (its
 * lifetime, a server's restart) is opened again after the stream's own `retry` pause; one
 * that fails, after a pause that doubles up to a minute. fetch rather than EventSource: one code path in browsers and in tests (msw), and a
 * 401 (signed out) stops it instead of retrying forever.
 */
export function useUnreadStream(enabled: boolean, onUnread: (unread: number) => void): boolean {
  const [open, setOpen] = useState(false);
  const listener = useRef(onUnread);
  listener.current = onUnread;

  useEffect(() => {
    if (!enabled) return undefined;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pause = RETRY_FIRST_MS;
    const connect = async () => {
      let failed = true;
      try {
        const res = await fetch(`${API_BASE_URL}${UNREAD_STREAM.path}`, {
          credentials: 'include',
          headers: { accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (res.status === 401 || res.status === 403) return;
        if (res.ok && res.body) {
          setOpen(true);
          pause = RETRY_FIRST_MS;
          await readUnreadEvents(res.body, (unread) => listener.current(unread));
          failed = false;
        }
      } catch {
        // A dropped connection: poll meanwhile, try again below.
      }
      if (abort.signal.aborted) return;
      setOpen(false);
      timer = setTimeout(() => void connect(), pause);
      if (failed) pause = Math.min(pause * 2, RETRY_MOST_MS);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
      setOpen(false);
    };
  }, [enabled]);

  return open;
}
