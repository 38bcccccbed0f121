import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useGetClientConfigQuery } from '@shared/session/sessionApi';
import { DemoAccounts } from './DemoAccounts';
import { GoogleSignIn } from './GoogleSignIn';
import { useSignIn } from './useSignIn';

/** The Google button in google mode, the demo account list in demo mode (GET /api/config). */
export function SignInMethods() {
  const { data: config, isLoading, isError, refetch } = useGetClientConfigQuery();
  const { signInWithGoogle, signInAsDemo, pendingEmail, busy } = useSignIn();

  if (isLoading) return <CircularProgress aria-label="Loading sign-in options" />;
  if (isError || !config) {
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>Try Again</Button>}>
        The sign-in options could not be loaded.
      </Alert>
    );
  }
  if (config.authMode === 'google' && config.googleClientId) {
    return <GoogleSignIn clientId={config.googleClientId} onCredential={signInWithGoogle} />;
  }
  if (config.authMode === 'demo') {
    return <DemoAccounts accounts={config.demoAccounts} pendingEmail={pendingEmail} disabled={busy} onSelect={signInAsDemo} />;
  }
  return <Alert severity="warning">Sign-in is not configured on this server. Please contact support.</Alert>;
}
