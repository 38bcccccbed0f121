import { api } from '@shared/api/api';
import type { Room } from '@contracts/booking';

/** The bookable rooms (GET /faculty/getrooms): one endpoint and one cache entry for every feature that lists them. */
export const roomsListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRooms: build.query<Room[], void>({
      query: () => '/faculty/getrooms',
      transformResponse: (response: { rooms: Room[] }) => response.rooms,
      providesTags: (rooms = []) => [{ type: 'Rooms', id: 'LIST' }, ...rooms.map((r) => ({ type: 'Rooms' as const, id: r.id }))],
    }),
  }),
});

export const { useGetRoomsQuery } = roomsListApi;
