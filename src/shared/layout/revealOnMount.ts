/**
 * Issue 35: a callback ref that brings an action's results into view and moves the focus to
 * them when they appear, so the answer to a click below the fold is seen and read out.
 * The element needs tabIndex={-1}.
 */
export function revealOnMount(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}
