import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

export type FilterValues<K extends string> = Record<K, string>;

/**
 * State of a server-paged list with text filters (SPEC.md §4 Lists): the inputs as typed,
 * the filters applied after `delayMs`, and the page, which goes back to 1 whenever the
 * applied filters or the page size change.
 */
/** `empty` must be a stable object (a module constant). */
export function usePagedFilters<K extends string>(empty: FilterValues<K>, delayMs: number, initialLimit = 10) {
  const [inputs, setInputs] = useState<FilterValues<K>>(empty);
  const applied = useDebouncedValue(inputs, delayMs);
  const [limit, setLimitState] = useState(initialLimit);
  // The page belongs to one set of applied filters; new filters start again at page 1.
  // Reset while rendering (React's "state from the previous render" pattern), so no request
  // for the old page with the new filters is ever made.
  const [paging, setPaging] = useState({ page: 1, filters: applied });
  if (paging.filters !== applied) setPaging({ page: 1, filters: applied });
  const page = paging.filters === applied ? paging.page : 1;

  const setFilter = useCallback((key: K, value: string) => setInputs((prev) => ({ ...prev, [key]: value })), []);
  const clearAll = useCallback(() => setInputs(empty), [empty]);
  const setPage = useCallback((next: number) => setPaging({ page: next, filters: applied }), [applied]);
  const setLimit = useCallback(
    (next: number) => {
      setLimitState(next);
      setPaging({ page: 1, filters: applied });
    },
    [applied],
  );

  /** The query arguments: blank filters left out, so they do not split the cache. */
  const args = useMemo(() => {
    const entries = Object.entries<string>(applied).map(([k, v]) => [k, v.trim()] as const);
    const filters = Object.fromEntries(entries.filter(([, v]) => v !== '')) as Partial<FilterValues<K>>;
    return { page, limit, ...filters };
  }, [applied, page, limit]);

  return { inputs, setFilter, clearAll, page, setPage, limit, setLimit, args };
}
