import { api } from '@app/api';
import type { Room } from '@contracts/booking';
import type { ConfirmRecurringBody, RecurringBody, RecurringResponse } from '@contracts/recurring';

// A booked series shows in these lists and counts (other features provide the tags).
const BOOKED = ['MyBookings', 'AdminBooking', 'Slots', 'Stats'] as const;

export const recurringApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Its own name: features do not share endpoint definitions, only the cache tags.
    getRecurringRooms: build.query<Room[], void>({
      query: () => '/faculty/getrooms',
      transformResponse: (response: { rooms: Room[] }) => response.rooms,
      providesTags: [{ type: 'Rooms', id: 'LIST' }],
    }),
    createRecurringBooking: build.mutation<RecurringResponse, RecurringBody>({
      query: (body) => ({ url: '/faculty/bookroom/recurring', method: 'POST', body }),
      // With conflicts nothing is booked yet (a draft waits for confirm).
      invalidatesTags: (result) => (result?.success ? [...BOOKED] : []),
    }),
    confirmRecurringBooking: build.mutation<RecurringResponse, ConfirmRecurringBody>({
      query: (body) => ({ url: '/bookings/recurring/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result?.success ? [...BOOKED] : []),
    }),
  }),
});

export const { useGetRecurringRoomsQuery, useCreateRecurringBookingMutation, useConfirmRecurringBookingMutation } = recurringApi;
