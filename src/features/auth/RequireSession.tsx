import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@shared/session/useCurrentUser';

/** SPEC.md §2: a centred spinner while the session loads, then /auth (replacing history) without a user. */
export function RequireSession() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading session" />
      </Box>
    );
  }
  // Sign-in may come back here (features/auth/returnPath.ts decides which paths it does).
  if (!user) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
