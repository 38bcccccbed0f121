/** Pure pagination helpers behind PaginationFooter (SPEC.md "User Management", §4 Lists). */

export type PageItem = number | 'ellipsis';

/**
 * The page buttons to show: always the first and last page, the current page and its
 * neighbours, and an ellipsis where more than one page is skipped (a gap of exactly one
 * page shows that page instead). Nothing when there is at most one page.
 */
export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= totalPages) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('ellipsis');
    items.push(p);
  });
  return items;
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
