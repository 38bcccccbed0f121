import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from './env';

/**
 * The one RTK Query API of the client. Features add their endpoints with
 * `api.injectEndpoints`; tags name what a mutation makes stale.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include' }),
  tagTypes: [
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
  ],
  endpoints: () => ({}),
});
