import { api } from '@shared/api/api';
import type {
  AdminRoomsPage,
  BlockBody,
  BlockResponse,
  BlocksResponse,
  Block,
  CancelUpcomingResponse,
  RoomBody,
  RoomResponse,
  RoomUpcomingResponse,
} from '@contracts/admin-rooms';
import { bookingChangeTags } from '@shared/api/bookingTags';

export interface AdminRoomsArgs {
  page: number;
  limit: number;
  room_name?: string;
  block_name?: string;
  features?: string;
}

/** Manage Rooms endpoints; the query args (page, limit, filters) are the cache key. */
export const roomsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminRooms: build.query<AdminRoomsPage, AdminRoomsArgs>({
      query: (params) => ({ url: '/admin/rooms', params }),
      providesTags: (result) => [
        { type: 'AdminRoom', id: 'LIST' },
        ...(result?.rooms.map((r) => ({ type: 'AdminRoom' as const, id: r.id })) ?? []),
      ],
    }),
    getBlocks: build.query<Block[], void>({
      query: () => '/admin/blocks',
      transformResponse: (response: BlocksResponse) => response.blocks,
      providesTags: ['Block'],
    }),
    // SPEC.md: after a create the list reloads at the current page and filters.
    createRoom: build.mutation<RoomResponse, RoomBody>({
      query: (body) => ({ url: '/admin/rooms', method: 'POST', body }),
      invalidatesTags: [{ type: 'AdminRoom', id: 'LIST' }, 'Rooms'],
    }),
    // SPEC.md: after an edit the row is replaced in place on every cached page holding it.
    updateRoom: build.mutation<RoomResponse, { id: number; body: RoomBody }>({
      query: ({ id, body }) => ({ url: `/admin/rooms/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Rooms'],
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        let data: RoomResponse;
        try {
          ({ data } = await queryFulfilled);
        } catch {
          return; // the dialog reports the failure
        }
        for (const entry of roomsApi.util.selectInvalidatedBy(getState(), [{ type: 'AdminRoom', id }])) {
          if (entry.endpointName !== 'getAdminRooms') continue;
          dispatch(
            roomsApi.util.updateQueryData('getAdminRooms', entry.originalArgs as AdminRoomsArgs, (draft) => {
              const index = draft.rooms.findIndex((r) => r.id === id);
              if (index >= 0) draft.rooms[index] = data.room;
            }),
          );
        }
      },
    }),
    // Issue 15: a room's state changes which rooms Book a Room, free rooms and the pickers offer.
    deactivateRoom: build.mutation<RoomUpcomingResponse, number>({
      query: (id) => ({ url: `/admin/rooms/${id}/deactivate`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, id) => [{ type: 'AdminRoom', id }, 'Rooms'],
    }),
    reactivateRoom: build.mutation<RoomResponse, number>({
      query: (id) => ({ url: `/admin/rooms/${id}/reactivate`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, id) => [{ type: 'AdminRoom', id }, 'Rooms'],
    }),
    getRoomUpcoming: build.query<RoomUpcomingResponse, number>({
      query: (id) => `/admin/rooms/${id}/upcoming`,
      keepUnusedDataFor: 0,
    }),
    cancelRoomUpcoming: build.mutation<CancelUpcomingResponse, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ url: `/admin/rooms/${id}/cancel-upcoming`, method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: (_result, _error, { id }) => bookingChangeTags({ bookingIds: 'all', roomIds: [id] }),
    }),
    createBlock: build.mutation<BlockResponse, BlockBody>({
      query: (body) => ({ url: '/admin/blocks', method: 'POST', body }),
      invalidatesTags: ['Block'],
    }),
    // A rename shows in every room row of the block, so the room lists reload too.
    renameBlock: build.mutation<BlockResponse, { id: number; body: BlockBody }>({
      query: ({ id, body }) => ({ url: `/admin/blocks/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Block', { type: 'AdminRoom', id: 'LIST' }, 'Rooms'],
    }),
  }),
});

export const {
  useGetAdminRoomsQuery,
  useGetBlocksQuery,
  useCreateRoomMutation,
  useUpdateRoomMutation,
  useDeactivateRoomMutation,
  useReactivateRoomMutation,
  useLazyGetRoomUpcomingQuery,
  useCancelRoomUpcomingMutation,
  useCreateBlockMutation,
  useRenameBlockMutation,
} = roomsApi;
