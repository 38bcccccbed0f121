import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@app/api';
import type {
  BookRoomBody,
  BookRoomResponse,
  BookedSlot,
  BookedSlotsBody,
  Booking,
  MyBookingsResponse,
  Room,
  UpdateBookingBody,
} from '@contracts/booking';

// What a new, changed or removed booking makes stale besides the lists patched here:
// the Overview, and the approver and admin lists (other features provide those tags).
const ELSEWHERE = ['Stats', 'PastBookings', 'RoomRequest', 'AdminBooking'] as const;

/** A clash (409) means our picture of the room is stale: refetch its slots to show the winner. */
const staleOnClash = (error: FetchBaseQueryError | SerializedError, roomId: number) =>
  'status' in error && error.status === 409 ? [{ type: 'Slots' as const, id: roomId }] : [];

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRooms: build.query<Room[], void>({
      query: () => '/faculty/getrooms',
      transformResponse: (response: { rooms: Room[] }) => response.rooms,
      providesTags: (rooms = []) => [{ type: 'Rooms', id: 'LIST' }, ...rooms.map((r) => ({ type: 'Rooms' as const, id: r.id }))],
    }),
    getBookedSlots: build.query<BookedSlot[], BookedSlotsBody>({
      query: (body) => ({ url: '/faculty/getbookedslots', method: 'POST', body }),
      transformResponse: (response: { slots: BookedSlot[] }) => response.slots,
      // One tag per room, so a booking refetches the slots of the room it was made in.
      providesTags: (_slots, _error, body) => body.room_ids.map((id) => ({ type: 'Slots' as const, id })),
    }),
    bookRoom: build.mutation<BookRoomResponse, BookRoomBody>({
      query: (body) => ({ url: '/faculty/bookroom', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error ? staleOnClash(error, body.room_id) : [{ type: 'Slots', id: body.room_id }, { type: 'MyBookings', id: 'LIST' }, ...ELSEWHERE],
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
      invalidatesTags: (_result, error, { roomId }) => (error ? staleOnClash(error, roomId) : [{ type: 'Slots', id: roomId }, ...ELSEWHERE]),
    }),
    deleteMyBooking: build.mutation<void, { id: number; roomId: number }>({
      query: ({ id }) => ({ url: `/faculty/bookings/${id}`, method: 'DELETE' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true, () => false);
        if (!ok) return;
        dispatch(bookingApi.util.updateQueryData('getMyBookings', undefined, (draft) => draft.filter((b) => b.id !== id)));
      },
      invalidatesTags: (_result, error, { roomId }) => (error ? [] : [{ type: 'Slots', id: roomId }, ...ELSEWHERE]),
    }),
  }),
});

export const {
  useGetRoomsQuery,
  useGetBookedSlotsQuery,
  useBookRoomMutation,
  useGetMyBookingsQuery,
  useUpdateMyBookingMutation,
  useDeleteMyBookingMutation,
} = bookingApi;
