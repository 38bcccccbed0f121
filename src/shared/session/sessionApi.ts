import { api } from '@shared/api/api';
import type { ClientConfig, SessionResponse, UserDetails } from '@contracts/auth';

/**
 * The signed-in user and the deployment's client settings. Every feature reads the
 * session from here (features do not import each other); sign-in flows live in
 * features/auth.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<UserDetails, void>({
      query: () => '/auth/me',
      transformResponse: (response: SessionResponse) => response.userdetails,
      providesTags: ['Session'],
    }),
    getClientConfig: build.query<ClientConfig, void>({
      query: () => '/config',
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetSessionQuery, useGetClientConfigQuery } = sessionApi;
