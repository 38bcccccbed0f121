import { can, type Capability } from '@contracts/roles';
import { useGetSessionQuery } from './sessionApi';

/** The signed-in user (null when signed out) and whether the session check is still running. */
export function useCurrentUser() {
  const { data, isLoading, isFetching, isError } = useGetSessionQuery();
  return { user: isError ? null : (data ?? null), isLoading: isLoading || (isFetching && !data && !isError) };
}

/** True when the signed-in user holds the capability (DESIGN.md §4). */
export function useCan(capability: Capability): boolean {
  const { user } = useCurrentUser();
  return user ? can(user.access, capability) : false;
}
