import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readGridFilters, writeGridFilters, type GridFilters } from './gridParams';

/** The grid's filters, kept in the URL (a link or a reload shows the same grid); each change replaces the entry. */
export function useGridFilters(today: string) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same URL is the same filters (a stable object for the memoised rows)
  const filters = useMemo(() => readGridFilters(params, today), [key, today]);
  const change = useCallback(
    (patch: Partial<GridFilters>) => setParams((current) => writeGridFilters(current, patch), { replace: true }),
    [setParams],
  );
  return { filters, change };
}
