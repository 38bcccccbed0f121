import { api } from '@shared/api/api';
import type { BookingPoliciesResponse, BookingPolicy, BookingPolicyResponse, UpdateBookingPolicyBody } from '@contracts/booking-policies';
import type {
  AccessListResponse,
  AdminUser,
  DeactivateUserResponse,
  UpdateUserBody,
  UserChangeResponse,
  UserResponse,
  UsersPage,
} from '@contracts/users';

export interface UsersArgs {
  page: number;
  limit: number;
  name?: string;
  email?: string;
  department?: string;
}

/** Manage Users endpoints; the query args (page, limit, filters) are the cache key. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UsersPage, UsersArgs>({
      query: (params) => ({ url: '/admin/users', params }),
      providesTags: (result) => [{ type: 'User', id: 'LIST' }, ...(result?.users.map((u) => ({ type: 'User' as const, id: u.id })) ?? [])],
    }),
    getAccessOptions: build.query<string[], void>({
      query: () => '/admin/user/access/all',
      transformResponse: (response: AccessListResponse) => response.access,
      providesTags: ['Access'],
    }),
    updateUser: build.mutation<UserResponse, { id: number; body: UpdateUserBody }>({
      query: ({ id, body }) => ({ url: `/admin/user/${id}`, method: 'POST', body }),
      onQueryStarted: patchListsWithAnswer,
    }),
    deactivateUser: build.mutation<DeactivateUserResponse, { id: number }>({
      query: ({ id }) => ({ url: `/admin/user/${id}/deactivate`, method: 'POST', body: {} }),
      onQueryStarted: patchListsWithAnswer,
    }),
    activateUser: build.mutation<UserChangeResponse, { id: number }>({
      query: ({ id }) => ({ url: `/admin/user/${id}/activate`, method: 'POST', body: {} }),
      onQueryStarted: patchListsWithAnswer,
    }),
    unlinkGoogle: build.mutation<UserChangeResponse, { id: number }>({
      query: ({ id }) => ({ url: `/admin/user/${id}/unlink-google`, method: 'POST', body: {} }),
      onQueryStarted: patchListsWithAnswer,
    }),
  }),
});

/** SPEC.md: after a change, the row is replaced in the list; every cached page holding it is patched. */
async function patchListsWithAnswer(
  { id }: { id: number },
  {
    dispatch,
    getState,
    queryFulfilled,
  }: { dispatch: AppDispatch; getState: () => RootState; queryFulfilled: Promise<{ data: { user: AdminUser } }> },
) {
  let user: AdminUser;
  try {
    ({
      data: { user },
    } = await queryFulfilled);
  } catch {
    return; // the dialog reports the failure
  }
  for (const entry of usersApi.util.selectInvalidatedBy(getState(), [{ type: 'User', id }])) {
    if (entry.endpointName !== 'getUsers') continue;
    dispatch(
      usersApi.util.updateQueryData('getUsers', entry.originalArgs as UsersArgs, (draft) => {
        const index = draft.users.findIndex((u) => u.id === id);
        if (index >= 0) draft.users[index] = user;
      }),
    );
  }
}

type AppDispatch = (action: unknown) => unknown;
type RootState = Parameters<typeof usersApi.util.selectInvalidatedBy>[0];

export const {
  useGetUsersQuery,
  useGetAccessOptionsQuery,
  useUpdateUserMutation,
  useDeactivateUserMutation,
  useActivateUserMutation,
  useUnlinkGoogleMutation,
} = usersApi;

/** The booking policy per role (issue 15): super_admin reads and saves each role's limits. */
export const bookingPolicyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingPolicies: build.query<BookingPolicy[], void>({
      query: () => '/admin/booking-policies',
      transformResponse: (response: BookingPoliciesResponse) => response.policies,
      providesTags: ['BookingPolicy'],
    }),
    saveBookingPolicy: build.mutation<BookingPolicyResponse, { role: string; body: UpdateBookingPolicyBody }>({
      query: ({ role, body }) => ({ url: `/admin/booking-policies/${role}`, method: 'PUT', body }),
      invalidatesTags: ['BookingPolicy'],
    }),
  }),
});

export const { useGetBookingPoliciesQuery, useSaveBookingPolicyMutation } = bookingPolicyApi;
