import { api } from '@shared/api/api';
import type { HistoryResponse } from '@contracts/history';

/** GET /api/bookings/{id}/history (issue 35); any change of the booking makes it stale (its 'Booking' tag). */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingHistory: build.query<HistoryResponse, number>({
      query: (id) => `/bookings/${id}/history`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
  }),
});

export const { useGetBookingHistoryQuery } = historyApi;
