import { api } from '@app/api';
import type {
  DecisionBody,
  IghRequest,
  IghRequestResponse,
  IghRequestsResponse,
  RoomDecisionResponse,
  RoomRequest,
  RoomRequestsResponse,
} from '@contracts/requests';

// A room decision changes a booking's status, which other features' lists show too.
const BOOKING_VIEWS = ['AdminBooking', 'MyBookings', 'PastBookings', 'Stats', 'Slots'] as const;

/**
 * The approval lists; a successful decision invalidates the list so it reloads (SPEC.md §4).
 * A failed one reloads the list too: it usually failed because the request is no longer
 * pending (another approver was quicker, the booker cancelled), and the stale row would
 * otherwise keep offering Approve and Decline.
 */
export const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoomRequests: build.query<RoomRequest[], void>({
      query: () => '/room_booking/room_requests',
      transformResponse: (response: RoomRequestsResponse) => response.data,
      providesTags: (rows = []) => [
        { type: 'RoomRequest', id: 'LIST' },
        ...rows.map((r) => ({ type: 'RoomRequest' as const, id: r.id })),
      ],
    }),
    decideRoomRequest: build.mutation<RoomDecisionResponse, DecisionBody>({
      query: (body) => ({ url: '/room_booking/grant_approval', method: 'POST', body }),
      invalidatesTags: (_result, error, { request_id }) =>
        error ? [{ type: 'RoomRequest', id: 'LIST' }] : [{ type: 'RoomRequest', id: 'LIST' }, { type: 'RoomRequest', id: request_id }, ...BOOKING_VIEWS],
    }),
    getIghRequests: build.query<IghRequest[], void>({
      query: () => '/igh/booking_requests',
      transformResponse: (response: IghRequestsResponse) => response.data,
      providesTags: (rows = []) => [
        { type: 'IghRequest', id: 'LIST' },
        ...rows.map((r) => ({ type: 'IghRequest' as const, id: r.id })),
      ],
    }),
    decideIghRequest: build.mutation<IghRequestResponse, DecisionBody>({
      query: (body) => ({ url: '/igh/update_status/', method: 'POST', body }),
      invalidatesTags: (_result, error, { request_id }) =>
        error ? [{ type: 'IghRequest', id: 'LIST' }] : [{ type: 'IghRequest', id: 'LIST' }, { type: 'IghRequest', id: request_id }],
    }),
  }),
});

export const {
  useGetRoomRequestsQuery,
  useDecideRoomRequestMutation,
  useGetIghRequestsQuery,
  useDecideIghRequestMutation,
} = requestsApi;
