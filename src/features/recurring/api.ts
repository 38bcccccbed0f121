import { api } from '@shared/api/api';
import { bookingChangeTags } from '@shared/api/bookingTags';
import type { ConfirmRecurringBody, RecurringBody, RecurringResponse } from '@contracts/recurring';

export const recurringApi = api.injectEndpoints({
  endpoints: (build) => ({
    createRecurringBooking: build.mutation<RecurringResponse, RecurringBody>({
      query: (body) => ({ url: '/faculty/bookroom/recurring', method: 'POST', body }),
      // With conflicts nothing is booked yet (a draft waits for confirm).
      invalidatesTags: (result, _error, body) => (result?.success ? bookingChangeTags({ roomIds: body.rooms }) : []),
    }),
    confirmRecurringBooking: build.mutation<RecurringResponse, ConfirmRecurringBody>({
      query: (body) => ({ url: '/bookings/recurring/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result?.success ? bookingChangeTags() : []),
    }),
  }),
});

export const { useCreateRecurringBookingMutation, useConfirmRecurringBookingMutation } = recurringApi;
