import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@shared/api/api';
import { bookingChangeTags } from '@shared/api/bookingTags';
import type {
  BookRoomBody,
  BookRoomResponse,
  BookedSlot,
  BookedSlotsBody,
  BookedSlotsResponse,
  Booking,
  FreeRoomsQuery,
  FreeRoomsResponse,
  MyBookingsResponse,
  UpdateBookingBody,
} from '@contracts/booking';
import type { ClosedSlot } from '@contracts/blackouts';
import type { OwnBookingPolicyResponse } from '@contracts/booking-policies';

/** A clash (409) means our picture of the room is stale: refetch its slots to show the winner. */
const staleOnClash = (error: FetchBaseQueryError | SerializedError, roomId: number) =>
  'status' in error && error.status === 409 ? [{ type: 'Slots' as const, id: roomId }] : [];

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The booked slots and the closures over the rooms (issue 15), each with its reason.
    getBookedSlots: build.query<{ slots: BookedSlot[]; closures: ClosedSlot[] }, BookedSlotsBody>({
      query: (body) => ({ url: '/faculty/getbookedslots', method: 'POST', body }),
      transformResponse: (response: BookedSlotsResponse) => ({ slots: response.slots, closures: response.closures ?? [] }),
      // One tag per room, so a booking refetches the slots of the room it was made in.
      providesTags: (_slots, _error, body) => body.room_ids.map((id) => ({ type: 'Slots' as const, id })),
    }),
    findFreeRooms: build.query<FreeRoomsResponse, FreeRoomsQuery>({
      query: (params) => ({ url: '/faculty/free-rooms', params }),
      // An answer without closed rooms (a server before issue 35) lists none.
      transformResponse: (response: FreeRoomsResponse) => ({ ...response, closed: response.closed ?? [] }),
      // Booking one of the rooms (its Slots tag) or any change of unknown rooms ('Slots') refreshes the list.
      providesTags: (result) => [
        { type: 'Slots' as const, id: 'FREE' },
        ...(result?.rooms ?? []).map((r) => ({ type: 'Slots' as const, id: r.id })),
      ],
    }),
    // The caller's days-ahead limit (issue 35); a super_admin's policy change ('BookingPolicy') refreshes it.
    getOwnBookingPolicy: build.query<OwnBookingPolicyResponse, void>({
      query: () => '/me/booking-policy',
      providesTags: ['BookingPolicy'],
    }),
    bookRoom: build.mutation<BookRoomResponse, BookRoomBody>({
      query: (body) => ({ url: '/faculty/bookroom', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error ? staleOnClash(error, body.room_id) : bookingChangeTags({ roomIds: [body.room_id] }),
    }),
    getMyBookings: build.query<Booking[], void>({
      query: () => '/faculty/bookings',
      transformResponse: (response: MyBookingsResponse) => response.bookings,
      providesTags: (bookings = []) => [
        { type: 'MyBookings', id: 'LIST' },
        ...bookings.map((b) => ({ type: 'Booking' as const, id: b.id })),
      ],
    }),
    updateMyBooking: build.mutation<{ message: string; booking: Booking }, { id: number; body: UpdateBookingBody; roomId: number }>({
      query: ({ id, body }) => ({ url: `/faculty/bookings/${id}`, method: 'PUT', body }),
      // SPEC.md §4: the list is changed in place, then the filters re-apply.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          bookingApi.util.updateQueryData('getMyBookings', undefined, (draft) => {
            const index = draft.findIndex((b) => b.id === id);
            if (index >= 0) draft[index] = data.booking;
          }),
        );
      },
      invalidatesTags: (_result, error, { id, roomId }) =>
        error ? staleOnClash(error, roomId) : bookingChangeTags({ bookingIds: [id], roomIds: [roomId] }),
    }),
    deleteMyBooking: build.mutation<void, { id: number; roomId: number }>({
      query: ({ id }) => ({ url: `/faculty/bookings/${id}`, method: 'DELETE' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!ok) return;
        dispatch(bookingApi.util.updateQueryData('getMyBookings', undefined, (draft) => draft.filter((b) => b.id !== id)));
      },
      invalidatesTags: (_result, error, { id, roomId }) => (error ? [] : bookingChangeTags({ bookingIds: [id], roomIds: [roomId] })),
    }),
  }),
});

export const {
  useGetBookedSlotsQuery,
  useFindFreeRoomsQuery,
  useGetOwnBookingPolicyQuery,
  useBookRoomMutation,
  useGetMyBookingsQuery,
  useUpdateMyBookingMutation,
  useDeleteMyBookingMutation,
} = bookingApi;
