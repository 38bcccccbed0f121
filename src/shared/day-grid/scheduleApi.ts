import { api } from '@shared/api/api';
import { scheduleSearch, type SchedulePageArgs } from './firstPage';
import { toSchedulePage, type SchedulePage } from './scheduleRows';

export { PAGE_ROOMS, scheduleSearch, type SchedulePageArgs } from './firstPage';

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
