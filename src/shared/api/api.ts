import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { fetchWithEarly } from './earlyAnswers';
import { API_BASE_URL } from './env';

// A page load's first requests may already have been sent, before this code ran (earlyAnswers.ts).
const fetchApi = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include', fetchFn: fetchWithEarly });

/**
 * A 401 from any call means the session ended (expired, revoked, ended on another tab):
 * run the session check again, whose failure sends the user to /auth (SPEC.md §4) instead
 * of leaving an error on a screen they can no longer use.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, queryApi, extraOptions) => {
  const result = await fetchApi(args, queryApi, extraOptions);
  if (result.error?.status === 401 && queryApi.endpoint !== 'getSession') {
    queryApi.dispatch(api.util.invalidateTags(['Session']));
  }
  return result;
};

/** What cached data is about; a mutation invalidates the tags whose data it makes stale. */
export const TAG_TYPES = [
  'Session',
  'Config',
  'Stats',
  'PastBookings',
  'MyBookings',
  'Booking',
  'Slots',
  'Rooms',
  'RoomRequest',
  'IghRequest',
  'AdminBooking',
  'User',
  'Access',
  'AdminRoom',
  'Block',
  'Notifications',
  'MailSettings',
  'CalendarFeed',
  'UndeliveredMail',
  'BookingPolicy',
  'Blackout',
  'Import',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query API of the client. Features add their endpoints with
 * `api.injectEndpoints`; tags name what a mutation makes stale.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
