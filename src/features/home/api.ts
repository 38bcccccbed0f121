import { api } from '@app/api';
import type { PastBooking, PastBookingsResponse, Stats } from '@contracts/home';

/** The Overview's data: counts and past bookings of the signed-in user. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<Stats, void>({
      query: () => '/stats',
      providesTags: ['Stats'],
    }),
    getPastBookings: build.query<PastBooking[], void>({
      query: () => '/faculty/pastbookings',
      transformResponse: (response: PastBookingsResponse) => response.bookings,
      providesTags: (bookings = []) => [
        { type: 'PastBookings', id: 'LIST' },
        ...bookings.map((b) => ({ type: 'PastBookings' as const, id: b.id })),
      ],
    }),
  }),
});

export const { useGetStatsQuery, useGetPastBookingsQuery } = homeApi;
