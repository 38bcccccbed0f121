import { api } from '@shared/api/api';
import { bookingChangeTags } from '@shared/api/bookingTags';
import type {
  DecisionBody,
  IghRequest,
  IghRequestResponse,
  IghRequestsResponse,
  RoomDecisionResponse,
  RoomRequest,
  RoomRequestsResponse,
  UndoDecisionBody,
} from '@contracts/requests';

/**
 * The approval lists; a successful decision invalidates the list so it reloads (SPEC.md §4).
 * A failed one reloads the list too: it usually failed because the request is no longer
 * pending (another approver was quicker, the booker cancelled), and the stale row would
 * otherwise keep offering Approve and Decline.
 */
/** An approval list: its rows, and how many decided requests exist (shown or not). */
export interface RequestList<T> {
  rows: T[];
  historyTotal: number;
}

/** A guest-house decision or its undo: the list reloads; done, the row, the statistics and the notices are stale too. */
const ighChangeTags = (_result: unknown, error: unknown, { request_id }: { request_id: number }) =>
  error
    ? [{ type: 'IghRequest' as const, id: 'LIST' }]
    : [
        { type: 'IghRequest' as const, id: 'LIST' },
        { type: 'IghRequest' as const, id: request_id },
        'Stats' as const,
        'Notifications' as const,
      ];

export const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Every pending request always; `history` decided ones (issue 15), more on "Show older requests".
    getRoomRequests: build.query<RequestList<RoomRequest>, number>({
      query: (history) => `/room_booking/room_requests?history=${history}`,
      transformResponse: (response: RoomRequestsResponse) => ({ rows: response.data, historyTotal: response.history_total }),
      providesTags: (list) => [
        { type: 'RoomRequest', id: 'LIST' },
        ...(list?.rows ?? []).map((r) => ({ type: 'RoomRequest' as const, id: r.id })),
      ],
    }),
    decideRoomRequest: build.mutation<RoomDecisionResponse, DecisionBody>({
      query: (body) => ({ url: '/room_booking/grant_approval', method: 'POST', body }),
      // A room request is a booking (same id): its decision shows in every booking list.
      invalidatesTags: (_result, error, { request_id }) =>
        error ? [{ type: 'RoomRequest', id: 'LIST' }] : bookingChangeTags({ bookingIds: [request_id] }),
    }),
    // Issue 35: the decision toast's Undo; the request is pending again in every list.
    undoRoomDecision: build.mutation<RoomDecisionResponse, UndoDecisionBody>({
      query: (body) => ({ url: '/room_booking/undo_decision', method: 'POST', body }),
      invalidatesTags: (_result, error, { request_id }) =>
        error ? [{ type: 'RoomRequest', id: 'LIST' }] : bookingChangeTags({ bookingIds: [request_id] }),
    }),
    getIghRequests: build.query<RequestList<IghRequest>, number>({
      query: (history) => `/igh/booking_requests?history=${history}`,
      transformResponse: (response: IghRequestsResponse) => ({ rows: response.data, historyTotal: response.history_total }),
      providesTags: (list) => [
        { type: 'IghRequest', id: 'LIST' },
        ...(list?.rows ?? []).map((r) => ({ type: 'IghRequest' as const, id: r.id })),
      ],
    }),
    decideIghRequest: build.mutation<IghRequestResponse, DecisionBody>({
      query: (body) => ({ url: '/igh/update_status/', method: 'POST', body }),
      invalidatesTags: ighChangeTags,
    }),
    // Issue 35: a guest-house decision's Undo (docs/decisions/0240), as a room decision's.
    undoIghDecision: build.mutation<IghRequestResponse, UndoDecisionBody>({
      query: (body) => ({ url: '/igh/undo_decision', method: 'POST', body }),
      invalidatesTags: ighChangeTags,
    }),
  }),
});

export const {
  useGetRoomRequestsQuery,
  useDecideRoomRequestMutation,
  useUndoRoomDecisionMutation,
  useGetIghRequestsQuery,
  useDecideIghRequestMutation,
  useUndoIghDecisionMutation,
} = requestsApi;
