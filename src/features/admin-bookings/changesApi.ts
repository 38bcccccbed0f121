import { api } from '@shared/api/api';
import { bookingChangeTags } from '@shared/api/bookingTags';
import type { AdminBookingChangeResponse, AdminBookingsBulkBody, AdminBookingsBulkResponse } from '@contracts/admin-bookings';
import type { UpdateBookingBody } from '@contracts/booking';
import type { SeriesChangeResponse } from '@contracts/recurring';

/**
 * Manage Bookings' changes: injected when the row dialogs, the bulk dialog or the schedule that
 * make them load, so the list's first load carries only its query (api.ts, docs/decisions/0267).
 */
export const adminBookingChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAdminBooking: build.mutation<AdminBookingChangeResponse, { id: number; body: UpdateBookingBody }>({
      query: ({ id, body }) => ({ url: `/admin/bookings/${id}`, method: 'PUT', body }),
      // A change may move the row to another page or out of the filter, so the list refetches.
      invalidatesTags: (_result, _error, { id }) => bookingChangeTags({ bookingIds: [id] }),
    }),
    deleteAdminBooking: build.mutation<AdminBookingChangeResponse, number>({
      query: (id) => ({ url: `/admin/bookings/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => bookingChangeTags({ bookingIds: [id] }),
    }),
    /** A bulk action, or with dry_run what it would do (which changes nothing, so invalidates nothing). */
    bulkAdminBookings: build.mutation<AdminBookingsBulkResponse, AdminBookingsBulkBody>({
      query: (body) => ({ url: '/admin/bookings/bulk', method: 'POST', body }),
      invalidatesTags: (_result, _error, { dry_run }) => (dry_run ? [] : bookingChangeTags({ bookingIds: 'all' })),
    }),
    updateSeriesAsAdmin: build.mutation<SeriesChangeResponse, { seriesId: number; body: UpdateBookingBody }>({
      query: ({ seriesId, body }) => ({ url: `/faculty/bookings/recurring/${seriesId}`, method: 'PUT', body }),
      invalidatesTags: bookingChangeTags({ bookingIds: 'all' }),
    }),
    deleteSeriesAsAdmin: build.mutation<SeriesChangeResponse, number>({
      query: (seriesId) => ({ url: `/faculty/bookings/recurring/${seriesId}`, method: 'DELETE' }),
      invalidatesTags: bookingChangeTags({ bookingIds: 'all' }),
    }),
  }),
});

export const {
  useUpdateAdminBookingMutation,
  useDeleteAdminBookingMutation,
  useBulkAdminBookingsMutation,
  useUpdateSeriesAsAdminMutation,
  useDeleteSeriesAsAdminMutation,
} = adminBookingChangesApi;
