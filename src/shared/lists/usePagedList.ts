import { useCallback, useEffect, useMemo, useState } from 'react';

export type FilterValues = Record<string, string>;

interface Options {
  /** How long typing must pause before the filters apply (SPEC.md §9: users 800 ms, rooms 500 ms). */
  delayMs: number;
  initialLimit?: number;
}

/**
 * The state of every server-paged list (SPEC.md §4 Lists): the filters as typed, the
 * filters applied after `delayMs` (a choice from a select may apply at once), the page
 * size, and the page, which goes back to 1 whenever the applied filters or the page size
 * change. `args` is the query: page, limit and the non-blank applied filters, trimmed, so
 * blank filters do not split the cache. `empty` must be a stable object (a module constant).
 */
export function usePagedList<F extends FilterValues>(empty: F, { delayMs, initialLimit = 10 }: Options) {
  const [inputs, setInputs] = useState<F>(empty);
  const [applied, setApplied] = useState<F>(empty);
  const [limit, setLimitState] = useState(initialLimit);
  useEffect(() => {
    if (inputs === applied) return;
    const timer = setTimeout(() => setApplied(inputs), delayMs);
    return () => clearTimeout(timer);
  }, [inputs, applied, delayMs]);

  // The page belongs to one set of applied filters and one page size (compared by value).
  const key = JSON.stringify([applied, limit]);
  // New filters start again at page 1: reset while rendering (React's "state from the previous
  // render" pattern), so no request for the old page with the new filters is ever made, and
  // coming back to earlier filters does not bring back their old page.
  const [paging, setPaging] = useState({ key, page: 1 });
  if (paging.key !== key) setPaging({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;

  /** Changes filters; `now` applies them without waiting (selects, Clear All). */
  const change = useCallback((patch: Partial<F>, { now = false }: { now?: boolean } = {}) => {
    setInputs((prev) => ({ ...prev, ...patch }));
    if (now) setApplied((prev) => ({ ...prev, ...patch }));
  }, []);
  const setFilter = useCallback(<K extends keyof F>(name: K, value: F[K]) => change({ [name]: value } as unknown as Partial<F>), [change]);
  const clearAll = useCallback(() => change(empty, { now: true }), [change, empty]);
  const setPage = useCallback((next: number) => setPaging({ key, page: next }), [key]);
  const setLimit = useCallback((next: number) => setLimitState(next), []);

  const args = useMemo(() => {
    const filters = Object.fromEntries(
      Object.entries(applied)
        .map(([name, value]) => [name, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    ) as Partial<F>;
    return { page, limit, ...filters };
  }, [applied, page, limit]);

  return { inputs, applied, change, setFilter, clearAll, page, setPage, limit, setLimit, args };
}
