import type { PageMeta } from '@contracts/common';
import { totalPagesOf } from './pagination';

interface PagedQuery<T> {
  currentData?: T;
  data?: T;
  isError: boolean;
  isFetching: boolean;
}

/**
 * What a server-paged list shows for its query: the page for the current arguments (or,
 * after a failed load, the last page it had), whether to show skeletons, the footer's
 * numbers, and whether any filter is applied (for the empty text).
 */
export function pagedListState<T extends { meta: PageMeta; totalPages?: number }>(query: PagedQuery<T>, args: object) {
  const shown = query.currentData ?? (query.isError ? query.data : undefined);
  return {
    shown,
    loading: !shown && query.isFetching,
    total: shown?.meta.total ?? 0,
    totalPages: shown ? totalPagesOf(shown.meta, shown.totalPages) : 0,
    filtered: Object.keys(args).some((key) => key !== 'page' && key !== 'limit'),
  };
}
