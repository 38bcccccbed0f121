import { api } from '@shared/api/api';
import { API_BASE_URL } from '@shared/api/env';
import { bookingChangeTags } from '@shared/api/bookingTags';
import type {
  AdminBookingChangeResponse,
  AdminBookingsBulkBody,
  AdminBookingsBulkResponse,
  AdminBookingsQuery,
  AdminBookingsResponse,
} from '@contracts/admin-bookings';
import type { UpdateBookingBody } from '@contracts/booking';
import type { SeriesChangeResponse } from '@contracts/recurring';

/** The list's query; an empty search or status is left out of the URL. */
export type AdminBookingsArgs = Required<Pick<AdminBookingsQuery, 'page' | 'limit'>> & Omit<AdminBookingsQuery, 'page' | 'limit'>;

const LIST = { type: 'AdminBooking' as const, id: 'LIST' };

/** The list's filters and order as query parameters (page and size belong to the screen, not the data). */
function filterParams({ search, status, kind, sort }: Omit<AdminBookingsQuery, 'page' | 'limit'>): Record<string, string> {
  return {
    ...(search?.trim() ? { search: search.trim() } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(sort ? { sort } : {}),
  };
}

/** GET /api/admin/bookings/export.csv for the list as filtered and sorted now. */
export function exportCsvUrl(args: AdminBookingsArgs): string {
  return `${API_BASE_URL}/admin/bookings/export.csv?${new URLSearchParams(filterParams(args))}`;
}

export const adminBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminBookings: build.query<AdminBookingsResponse, AdminBookingsArgs>({
      query: ({ page, limit, ...filters }) => ({ url: '/admin/bookings', params: { page, limit, ...filterParams(filters) } }),
      providesTags: (result) => [LIST, ...(result?.bookings ?? []).map((b) => ({ type: 'AdminBooking' as const, id: b.id }))],
    }),
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
  useGetAdminBookingsQuery,
  useUpdateAdminBookingMutation,
  useDeleteAdminBookingMutation,
  useBulkAdminBookingsMutation,
  useUpdateSeriesAsAdminMutation,
  useDeleteSeriesAsAdminMutation,
} = adminBookingsApi;
