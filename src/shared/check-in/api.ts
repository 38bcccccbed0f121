import type { Booking, CheckInResponse, MyBookingsResponse } from '@contracts/booking';
import { api } from '@shared/api/api';
import { bookingChangeTags } from '@shared/api/bookingTags';

/** Issue 32: checking a booking in, and the caller's bookings whose check-in is open or near (the Overview). */
export const checkInApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckInDue: build.query<Booking[], void>({
      query: () => '/bookings/check-in',
      transformResponse: (response: MyBookingsResponse) => response.bookings,
      // Derived from the user's own bookings: every booking change makes it stale too.
      providesTags: (bookings = []) => [
        { type: 'MyBookings', id: 'LIST' },
        ...bookings.map((b) => ({ type: 'Booking' as const, id: b.id })),
      ],
    }),
    checkIn: build.mutation<CheckInResponse, { id: number; room_id: number }>({
      query: ({ id }) => ({ url: `/bookings/${id}/check-in`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id, room_id }) => bookingChangeTags({ bookingIds: [id], roomIds: [room_id] }),
    }),
  }),
});

export const { useGetCheckInDueQuery, useCheckInMutation } = checkInApi;
