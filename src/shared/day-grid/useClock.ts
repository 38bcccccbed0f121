import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The time now, moved on every minute while the component is shown. */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The instant before which a quarter hour has begun: the start of the current quarter hour,
 * plus one millisecond. It changes four times an hour, so the rows redraw their past cells then
 * and not every minute.
 */
export const quarterMark = (now: number) => now - (now % (15 * MINUTE)) + 1;

/** Before when a quarter hour counts as past for a view: never for an administrator's picks (they may book earlier today). */
export const pastBeforeOf = ({ now, bookPast, onPick }: { now: number; bookPast?: boolean; onPick?: unknown }) =>
  bookPast && onPick ? 0 : quarterMark(now);
