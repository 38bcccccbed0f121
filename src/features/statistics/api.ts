import { api } from '@shared/api/api';
import type { UsageQuery, UsageStats } from '@contracts/stats';

/** GET /api/stats/usage: campus figures for administrators, the user's own for everyone else. */
export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsageStats: build.query<UsageStats, UsageQuery>({
      query: (params) => ({ url: '/stats/usage', params }),
      // Any booking change invalidates 'Stats' (bookingChangeTags), so the figures follow.
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetUsageStatsQuery } = statisticsApi;
