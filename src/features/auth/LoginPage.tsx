import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router-dom';
import { returnPath } from './returnPath';
import { BrandLogo } from '@shared/navigation/BrandLogo';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { LoginBranding } from './LoginBranding';
import { SignInMethods } from './SignInMethods';

/** /auth (SPEC.md §2): branding on the left, the sign-in column on the right. */
export default function LoginPage() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <LoginBranding />
      <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
        <Box sx={{ width: 350, maxWidth: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
          <BrandLogo sx={{ fontSize: 48 }} />
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
              Login
            </Typography>
            <Typography color="text.secondary">Sign in with your institute email</Typography>
          </Box>
          <SignInMethods />
        </Box>
      </Box>
    </Box>
  );
}
