/** Pure pagination helpers behind PaginationFooter (SPEC.md "User Management", §4 Lists). */

export type PageItem = number | 'ellipsis';

/** SPEC.md §9: at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons of every paged list (SPEC.md "User Management" and §9): at most 5
 * numbers, always the first and the last page, and between them a window of three that
 * holds the current page and its neighbours, with an ellipsis wherever pages are left out.
 * Nothing when everything fits on one page; an out-of-range page counts as the nearest one.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
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

/** The page to go to: a request outside 1..totalPages is ignored (the current page stays). */
export function nextPage(requested: number, current: number, totalPages: number): number {
  return Number.isInteger(requested) && requested >= 1 && requested <= totalPages ? requested : current;
}

/** "Showing X to Y of N entries" numbers; 0 to 0 when the list is empty. */
export function showingRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}

/** Total pages from the answer, or the ceiling of total over limit when it is missing (SPEC.md §3). */
export function totalPagesOf(meta: { total: number; limit: number }, totalPages?: number): number {
  return totalPages ?? Math.ceil(meta.total / Math.max(meta.limit, 1));
}

/** An estimated count as shown: three significant figures with thousands separators, e.g. 49,821 → "49,800". */
export function aboutCount(n: number): string {
  const digits = Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 2);
  return (Math.round(n / 10 ** digits) * 10 ** digits).toLocaleString('en-US');
}
