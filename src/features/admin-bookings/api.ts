import { api } from '@shared/api/api';
import { API_BASE_URL } from '@shared/api/env';
import type { AdminBookingsQuery, AdminBookingsResponse } from '@contracts/admin-bookings';

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

/** The list's query; the changes are changesApi.ts's, loaded with the dialogs and the schedule that make them. */
export const adminBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminBookings: build.query<AdminBookingsResponse, AdminBookingsArgs>({
      query: ({ page, limit, ...filters }) => ({ url: '/admin/bookings', params: { page, limit, ...filterParams(filters) } }),
      providesTags: (result) => [LIST, ...(result?.bookings ?? []).map((b) => ({ type: 'AdminBooking' as const, id: b.id }))],
    }),
  }),
});

export const { useGetAdminBookingsQuery } = adminBookingsApi;
