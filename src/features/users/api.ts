import { api } from '@app/api';
import type { AccessListResponse, UpdateUserBody, UserResponse, UsersPage } from '@contracts/users';

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
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.users.map((u) => ({ type: 'User' as const, id: u.id })) ?? []),
      ],
    }),
    getAccessOptions: build.query<string[], void>({
      query: () => '/admin/user/access/all',
      transformResponse: (response: AccessListResponse) => response.access,
      providesTags: ['Access'],
    }),
    updateUser: build.mutation<UserResponse, { id: number; body: UpdateUserBody }>({
      query: ({ id, body }) => ({ url: `/admin/user/${id}`, method: 'POST', body }),
      // SPEC.md: after saving, the row is replaced in the list; every cached page holding it is patched.
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        let data: UserResponse;
        try {
          ({ data } = await queryFulfilled);
        } catch {
          return; // the dialog reports the failure
        }
        for (const entry of usersApi.util.selectInvalidatedBy(getState(), [{ type: 'User', id }])) {
          if (entry.endpointName !== 'getUsers') continue;
          dispatch(
            usersApi.util.updateQueryData('getUsers', entry.originalArgs as UsersArgs, (draft) => {
              const index = draft.users.findIndex((u) => u.id === id);
              if (index >= 0) draft.users[index] = data.user;
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetUsersQuery, useGetAccessOptionsQuery, useUpdateUserMutation } = usersApi;
