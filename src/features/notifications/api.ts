import { api } from '@shared/api/api';
import type { MarkReadBody, MarkReadResponse, NotificationsQuery, NotificationsResponse } from '@contracts/notifications';
import { NOTIFICATION_LIMITS } from '@contracts/limits';

/** The panel's page size: the server's default page (10). */
export const NOTIFICATION_PAGE_SIZE = NOTIFICATION_LIMITS.pageSize;

/**
 * How often the bell asks for the unread count while the server's unread stream is down and
 * the tab is visible (docs/decisions/0059-the-bell.md): 30 s. With the stream open it does not poll.
 */
export const UNREAD_POLL_MS = 30_000;

/**
 * The signed-in user's notifications (DESIGN.md §9). One cache entry per page; every page
 * carries the unread count, so the bell polls page 1 and the panel opens on it from cache.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, NotificationsQuery>({
      query: (params) => ({ url: '/notifications', params }),
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<MarkReadResponse, MarkReadBody>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      // A failure (a notification gone meanwhile) refetches too, so the panel shows the truth.
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
