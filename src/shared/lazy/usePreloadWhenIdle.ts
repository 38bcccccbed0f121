import { useEffect } from 'react';
import type { Preloadable } from './preloadable';

/** Runs `work` when the browser is next idle (or soon, where it cannot say); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Starts loading `part`'s code once the browser is idle after the caller first drew, so a part
 * drawn only on a user's action (a dialog) is in by then without holding up the first paint
 * (docs/decisions/0237). A failure is left to the part's own load when it is drawn.
 */
export function usePreloadWhenIdle(part: Pick<Preloadable<object>, 'preload'>): void {
  useEffect(() => whenIdle(() => void part.preload().catch(() => {})), [part]);
}
