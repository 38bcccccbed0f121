import { GoogleLogin, GoogleOAuthProvider, type CredentialResponse } from '@react-oauth/google';

/** Google's own failures are only logged (SPEC.md §8); Google shows its own message. */
function logFailure() {
  console.error('Login failed');
}

/**
 * The Google button of SPEC.md §2 with one-tap and auto-select. Rendered only when the
 * server runs in google mode, so Google's script is never loaded otherwise.
 */
export function GoogleSignIn({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const onSuccess = ({ credential }: CredentialResponse) => (credential ? onCredential(credential) : logFailure());
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleLogin
        onSuccess={onSuccess}
        onError={logFailure}
        theme="filled_black"
        shape="pill"
        size="large"
        width={300}
        useOneTap
        auto_select
      />
    </GoogleOAuthProvider>
  );
}
