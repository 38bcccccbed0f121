import { api } from '@shared/api/api';
import { SCHEDULE_LIMITS } from '@contracts/limits';
import type { GridFilters } from './gridParams';
import { toSchedulePage, type SchedulePage } from './scheduleRows';

/** One page of the grid: the filters, and which rooms (1-based page of `limit`). */
export interface SchedulePageArgs extends GridFilters {
  page: number;
  limit: number;
}

/** Rooms per request: the server's default page (DESIGN.md §10). */
export const PAGE_ROOMS = SCHEDULE_LIMITS.defaultLimit;

/** GET /api/schedule's query string; `features` repeats, one value each (a room must have all). */
export function scheduleSearch({ date, block_id, min_capacity, features, page, limit }: SchedulePageArgs): string {
  const params = new URLSearchParams({ date, page: String(page), limit: String(limit) });
  if (block_id !== null) params.set('block_id', String(block_id));
  if (min_capacity !== null) params.set('min_capacity', String(min_capacity));
  for (const feature of features) params.append('features', feature);
  return params.toString();
}

/**
 * The day grid's data, one cache entry per page of rooms (docs/decisions/0110): the grid
 * subscribes to the pages on screen, so scrolling loads them page by page, a booking refetches
 * only the page of its room, and pages scrolled past are dropped from the cache in time.
 */
export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchedulePage: build.query<SchedulePage, SchedulePageArgs>({
      query: (args) => `/schedule?${scheduleSearch(args)}`,
      transformResponse: toSchedulePage,
      // A booking names its room's slots ('Slots' by id), a closure or an admin edit all slots,
      // a changed room the room list.
      providesTags: (page) => [
        { type: 'Rooms' as const, id: 'LIST' },
        { type: 'Slots' as const, id: 'SCHEDULE' },
        ...(page?.rows ?? []).map((row) => ({ type: 'Slots' as const, id: row.room.id })),
      ],
    }),
  }),
});

export const { useGetSchedulePageQuery } = scheduleApi;
