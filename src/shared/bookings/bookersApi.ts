import { api } from '@shared/api/api';
import type { BookersResponse } from '@contracts/bookers';

/** GET /api/admin/bookers (issue 35): people an administrator may book for, matching a search. */
export const bookersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookers: build.query<BookersResponse, string>({
      query: (search) => `/admin/bookers?search=${encodeURIComponent(search)}`,
    }),
  }),
});

export const { useGetBookersQuery } = bookersApi;
