/** A numbered page button or the gap before the last page. */
export type PageItem = number | 'ellipsis';

/** SPEC.md §9: at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page buttons of Manage Bookings: at most 5 numbers, a window around the current
 * page and, when the window does not reach it, an ellipsis and the last page. Nothing
 * when everything fits on one page. An out-of-range page is treated as the nearest one.
 */
export function adminPageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= MAX_PAGE_BUTTONS) return range(1, totalPages);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  const windowSize = MAX_PAGE_BUTTONS - 1;
  // Near the end the last five pages are shown together, with no gap.
  if (current >= totalPages - (windowSize - 1)) return range(totalPages - windowSize, totalPages);
  const start = Math.max(1, current - 1);
  const end = start + windowSize - 1;
  return [...range(start, end), ...(end < totalPages - 1 ? (['ellipsis'] as const) : []), totalPages];
}
