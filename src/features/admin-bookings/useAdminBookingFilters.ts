import { useState } from 'react';
import { useDebouncedValue } from '@shared/lists/useDebouncedValue';
import type { AdminBookingsArgs } from './api';
import { DEFAULT_FILTERS, SEARCH_DEBOUNCE_MS, type AdminBookingFilters } from './filterOptions';

/**
 * The list's filters, page and the query they make. The page belongs to one set of
 * (debounced) filters: any change to them shows page 1 again (SPEC.md §4 Lists).
 */
export function useAdminBookingFilters() {
  const [filters, setFilters] = useState<AdminBookingFilters>(DEFAULT_FILTERS);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const filterKey = JSON.stringify([search, filters.status, filters.kind, filters.sort, filters.limit]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const args: AdminBookingsArgs = {
    page,
    limit: filters.limit,
    search,
    status: filters.status === 'all' ? undefined : filters.status,
    kind: filters.kind,
    sort: filters.sort,
  };

  return {
    filters,
    args,
    page,
    setPage: (next: number) => setPaging({ key: filterKey, page: next }),
    change: (patch: Partial<AdminBookingFilters>) => setFilters((current) => ({ ...current, ...patch })),
    clear: () => setFilters(DEFAULT_FILTERS),
  };
}
