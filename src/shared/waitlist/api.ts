import type { WaitlistBody, WaitlistEntry, WaitlistEntryResponse, WaitlistResponse } from '@contracts/waitlist';
import { api } from '@shared/api/api';

/**
 * Issue 32: the user's waitlist. Its entries change with bookings (a cancel may grant one),
 * so they are provided under My Bookings' list tag, which every booking change invalidates.
 */
const WAITLIST_TAG = { type: 'MyBookings', id: 'LIST' } as const;

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyWaitlist: build.query<WaitlistEntry[], void>({
      query: () => '/waitlist',
      transformResponse: (response: WaitlistResponse) => response.entries,
      providesTags: [WAITLIST_TAG],
    }),
    joinWaitlist: build.mutation<WaitlistEntryResponse, WaitlistBody>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
      invalidatesTags: [WAITLIST_TAG],
    }),
    leaveWaitlist: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/waitlist/${id}`, method: 'DELETE' }),
      invalidatesTags: [WAITLIST_TAG],
    }),
  }),
});

export const { useGetMyWaitlistQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } = waitlistApi;
