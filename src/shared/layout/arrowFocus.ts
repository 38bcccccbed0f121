import type { KeyboardEvent } from 'react';

/** Where each key moves the focus, from item `at` of `count` (wrapping, as MUI's roving focus does). */
const MOVES: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * The keys of a row of items that is one Tab stop (WAI-ARIA's tabs, a toggle group): the arrow
 * keys move the focus to the next or the previous item matching `items` inside the element that
 * handles the event, wrapping; Home and End to the first and the last. Other keys pass.
 */
export function moveFocusByArrows(event: KeyboardEvent<HTMLElement>, items: string) {
  const move = MOVES[event.key];
  if (!move) return;
  const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(items));
  const at = all.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  all[move(at, all.length)].focus();
}
