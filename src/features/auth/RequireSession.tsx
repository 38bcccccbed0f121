import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentUser } from '@shared/session/useCurrentUser';

/** SPEC.md §2: a centred spinner while the session loads, then /auth (replacing history) without a user. */
export function RequireSession() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading session" />
      </Box>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
