import { api } from '@shared/api/api';
import type { CalendarFeedResponse } from '@contracts/calendar';
import type { MailSettingsBody, MailSettingsResponse, UndeliveredQuery, UndeliveredResponse } from '@contracts/mail';

/** The signed-in user's e-mail settings and calendar feed link, and super_admin's undelivered mail (issue 14). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailSettings: build.query<MailSettingsResponse, void>({ query: () => '/me/mail-settings', providesTags: ['MailSettings'] }),
    saveMailSettings: build.mutation<MailSettingsResponse, MailSettingsBody>({
      query: (body) => ({ url: '/me/mail-settings', method: 'PUT', body }),
      invalidatesTags: ['MailSettings'],
    }),
    getCalendarFeed: build.query<CalendarFeedResponse, void>({ query: () => '/me/calendar-feed', providesTags: ['CalendarFeed'] }),
    createCalendarFeed: build.mutation<CalendarFeedResponse, void>({
      query: () => ({ url: '/me/calendar-feed', method: 'POST' }),
      invalidatesTags: ['CalendarFeed'],
    }),
    getUndeliveredMail: build.query<UndeliveredResponse, Partial<UndeliveredQuery>>({
      query: (params) => ({ url: '/admin/mail/undelivered', params }),
      providesTags: ['UndeliveredMail'],
    }),
    retryMail: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/admin/mail/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['UndeliveredMail'],
    }),
  }),
});

export const {
  useGetMailSettingsQuery,
  useSaveMailSettingsMutation,
  useGetCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useGetUndeliveredMailQuery,
  useRetryMailMutation,
} = accountApi;
