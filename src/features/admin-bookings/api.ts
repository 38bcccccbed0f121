import { api } from '@app/api';
import type { AdminBookingChangeResponse, AdminBookingsQuery, AdminBookingsResponse } from '@contracts/admin-bookings';
import type { UpdateBookingBody } from '@contracts/booking';
import type { SeriesChangeResponse } from '@contracts/recurring';

/** The list's query; an empty search or status is left out of the URL. */
export type AdminBookingsArgs = Required<Pick<AdminBookingsQuery, 'page' | 'limit'>> & Omit<AdminBookingsQuery, 'page' | 'limit'>;

/** Everything a booking change can make stale elsewhere in the app. */
const BOOKING_VIEWS = ['MyBookings', 'Slots', 'Stats', 'PastBookings', 'RoomRequest'] as const;
const LIST = { type: 'AdminBooking' as const, id: 'LIST' };

export const adminBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminBookings: build.query<AdminBookingsResponse, AdminBookingsArgs>({
      query: ({ search, status, ...rest }) => ({
        url: '/admin/bookings',
        params: { ...rest, ...(search?.trim() ? { search: search.trim() } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: (result) => [LIST, ...(result?.bookings ?? []).map((b) => ({ type: 'AdminBooking' as const, id: b.id }))],
    }),
    updateAdminBooking: build.mutation<AdminBookingChangeResponse, { id: number; body: UpdateBookingBody }>({
      query: ({ id, body }) => ({ url: `/admin/bookings/${id}`, method: 'PUT', body }),
      // A change may move the row to another page or out of the filter, so the list refetches.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminBooking', id }, LIST, ...BOOKING_VIEWS],
    }),
    deleteAdminBooking: build.mutation<AdminBookingChangeResponse, number>({
      query: (id) => ({ url: `/admin/bookings/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'AdminBooking', id }, LIST, ...BOOKING_VIEWS],
    }),
    updateSeriesAsAdmin: build.mutation<SeriesChangeResponse, { seriesId: number; body: UpdateBookingBody }>({
      query: ({ seriesId, body }) => ({ url: `/faculty/bookings/recurring/${seriesId}`, method: 'PUT', body }),
      invalidatesTags: ['AdminBooking', ...BOOKING_VIEWS],
    }),
    deleteSeriesAsAdmin: build.mutation<SeriesChangeResponse, number>({
      query: (seriesId) => ({ url: `/faculty/bookings/recurring/${seriesId}`, method: 'DELETE' }),
      invalidatesTags: ['AdminBooking', ...BOOKING_VIEWS],
    }),
  }),
});

export const {
  useGetAdminBookingsQuery,
  useUpdateAdminBookingMutation,
  useDeleteAdminBookingMutation,
  useUpdateSeriesAsAdminMutation,
  useDeleteSeriesAsAdminMutation,
} = adminBookingsApi;
