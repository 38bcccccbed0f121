import { api } from '@shared/api/api';
import type { SessionResponse } from '@contracts/auth';

/** Sign-in and sign-out calls (DESIGN.md §3); each sign-in refetches the session. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    googleLogin: build.mutation<Partial<SessionResponse>, { id_token: string }>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    demoLogin: build.mutation<Partial<SessionResponse>, { email: string }>({
      query: (body) => ({ url: '/auth/demo', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    logout: build.mutation<{ message: string }, void>({
      // An empty JSON object: the server validates every body as an object.
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
    }),
    /** Ends every session of the user, on every device (this one included). */
    logoutEverywhere: build.mutation<{ message: string; sessions: number }, void>({
      query: () => ({ url: '/logout/everywhere', method: 'POST', body: {} }),
    }),
  }),
});

export const { useGoogleLoginMutation, useDemoLoginMutation, useLogoutMutation, useLogoutEverywhereMutation } = authApi;
