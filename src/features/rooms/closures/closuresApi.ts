import { api } from '@shared/api/api';
import { bookingChangeTags } from '@shared/api/bookingTags';
import type {
  AffectedBookingsResponse,
  BlackoutBody,
  BlackoutCreatedResponse,
  BlackoutsResponse,
  CancelAffectedResponse,
} from '@contracts/blackouts';

/** Manage Rooms → Closures (issue 15): blackout periods and the bookings inside them. */
export const closuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlackouts: build.query<BlackoutsResponse['blackouts'], void>({
      query: () => '/admin/blackouts',
      transformResponse: (response: BlackoutsResponse) => response.blackouts,
      providesTags: ['Blackout'],
    }),
    getBlackoutBookings: build.query<AffectedBookingsResponse['bookings'], number>({
      query: (id) => `/admin/blackouts/${id}/bookings`,
      transformResponse: (response: AffectedBookingsResponse) => response.bookings,
      providesTags: ['Blackout'],
    }),
    // A closure changes what the timeline and free-room search show, not any booking.
    createBlackout: build.mutation<BlackoutCreatedResponse, BlackoutBody>({
      query: (body) => ({ url: '/admin/blackouts', method: 'POST', body }),
      invalidatesTags: ['Blackout', 'Slots'],
    }),
    deleteBlackout: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/admin/blackouts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Blackout', 'Slots'],
    }),
    cancelBlackoutBookings: build.mutation<CancelAffectedResponse, number>({
      query: (id) => ({ url: `/admin/blackouts/${id}/cancel-bookings`, method: 'POST' }),
      invalidatesTags: ['Blackout', ...bookingChangeTags({ bookingIds: 'all' })],
    }),
  }),
});

export const {
  useGetBlackoutsQuery,
  useGetBlackoutBookingsQuery,
  useCreateBlackoutMutation,
  useDeleteBlackoutMutation,
  useCancelBlackoutBookingsMutation,
} = closuresApi;
