/** A numbered page button or a gap. */
export type PageItem = number | 'ellipsis';

/** SPEC.md §9: at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons of Manage Bookings: at most 5 numbers, always the first and the last
 * page, and between them a window of three around the current page, with an ellipsis
 * wherever pages are left out (first, …, window, …, last). Nothing when everything fits
 * on one page. An out-of-range page is treated as the nearest one.
 */
export function adminPageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  if (totalPages <= MAX_PAGE_BUTTONS) return range(1, totalPages);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  const windowSize = MAX_PAGE_BUTTONS - 2;
  // The window keeps a neighbour on each side of the current page and stays between the first and the last.
  const start = Math.min(Math.max(2, current - 1), totalPages - windowSize);
  const end = start + windowSize - 1;
  return [
    1,
    ...(start > 2 ? (['ellipsis'] as const) : []),
    ...range(start, end),
    ...(end < totalPages - 1 ? (['ellipsis'] as const) : []),
    totalPages,
  ];
}
