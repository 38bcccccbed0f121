import { api } from '@shared/api/api';
import type { CalendarFeedResponse } from '@contracts/calendar';

/** An administrator's calendar feed link of one room (issue 14). */
export const roomFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoomFeed: build.query<CalendarFeedResponse, number>({
      query: (roomId) => `/admin/rooms/${roomId}/calendar-feed`,
      providesTags: (_result, _error, roomId) => [{ type: 'CalendarFeed', id: roomId }],
    }),
    createRoomFeed: build.mutation<CalendarFeedResponse, number>({
      query: (roomId) => ({ url: `/admin/rooms/${roomId}/calendar-feed`, method: 'POST' }),
      invalidatesTags: (_result, _error, roomId) => [{ type: 'CalendarFeed', id: roomId }],
    }),
  }),
});

export const { useGetRoomFeedQuery, useCreateRoomFeedMutation } = roomFeedApi;
