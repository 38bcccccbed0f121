import { memo } from 'react';
import type { GridFilters } from './gridParams';
import { PAGE_ROOMS, useGetSchedulePageQuery } from './scheduleApi';

/** Keeps one page of rooms loaded while it is on screen (or about to be); draws nothing. */
function PageSubscription({ filters, page }: { filters: GridFilters; page: number }) {
  useGetSchedulePageQuery({ ...filters, page, limit: PAGE_ROOMS });
  return null;
}

/** The pages holding rows `first`…`last`: each is requested once, and dropped from the cache in time once scrolled away. */
export const PageSubscriptions = memo(function PageSubscriptions({
  filters,
  first,
  last,
}: {
  filters: GridFilters;
  first: number;
  last: number;
}) {
  const pages: number[] = [];
  for (let page = Math.floor(first / PAGE_ROOMS) + 1; page <= Math.floor(last / PAGE_ROOMS) + 1; page++) pages.push(page);
  return pages.map((page) => <PageSubscription key={page} filters={filters} page={page} />);
});
