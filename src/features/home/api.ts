import { api } from '@shared/api/api';
import type { PastBooking, PastBookingsResponse, Stats } from '@contracts/home';
import type { IghRequest, IghRequestResponse, NewIghRequestBody, OwnIghRequestsResponse } from '@contracts/requests';

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

/** The signed-in user's own guest-house requests and filing a new one (issue 15). */
export const guestStayApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnGuestStays: build.query<IghRequest[], void>({
      query: () => '/igh/my_requests',
      transformResponse: (response: OwnIghRequestsResponse) => response.data,
      providesTags: (rows = []) => [{ type: 'IghRequest', id: 'MINE' }, ...rows.map((r) => ({ type: 'IghRequest' as const, id: r.id }))],
    }),
    requestGuestStay: build.mutation<IghRequestResponse, NewIghRequestBody>({
      query: (body) => ({ url: '/igh/booking_requests', method: 'POST', body }),
      invalidatesTags: [{ type: 'IghRequest', id: 'MINE' }, { type: 'IghRequest', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useGetOwnGuestStaysQuery, useRequestGuestStayMutation } = guestStayApi;
