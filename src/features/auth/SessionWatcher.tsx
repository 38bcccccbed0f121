import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useGetSessionQuery } from '@shared/session/sessionApi';
import { forgetToken, hasStoredToken, storeProfile } from './storage';
import { TOAST_MS, useAuthToast } from './useAuthToast';

/**
 * Runs SPEC.md §4's session check for every screen. A failed check forgets the stored
 * token and picture; the "Invalid token" toast only appears when a token was stored,
 * so a visitor who simply is not signed in is not greeted by an error on /auth.
 */
export function SessionWatcher() {
  const { data, isError, isSuccess } = useGetSessionQuery();
  const failed = isError || (isSuccess && !data);
  const toast = useAuthToast();

  useEffect(() => {
    if (!failed) return;
    if (hasStoredToken()) toast('error', 'Error', 'Invalid token', TOAST_MS.sessionError);
    forgetToken();
  }, [failed, toast]);

  useEffect(() => {
    if (data) storeProfile(data);
  }, [data]);

  return <Outlet />;
}
