import { api } from '@shared/api/api';
import type { AdminRoomsPage, BlocksResponse, Block, RoomBody, RoomResponse } from '@contracts/admin-rooms';

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
  }),
});

export const { useGetAdminRoomsQuery, useGetBlocksQuery, useCreateRoomMutation, useUpdateRoomMutation } = roomsApi;
