import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionResponse } from '@contracts/auth';
import { useDemoLoginMutation, useGoogleLoginMutation } from './api';
import { decodeJwtPayload, DEMO_TOKEN, storeSignIn } from './storage';
import { returnPath } from './returnPath';
import { errorMessage, useAuthToast } from './useAuthToast';

/** SPEC.md §4 login: post the credential, store the display copies, toast, go to /home (or back to a request link, issue 32). */
export function useSignIn() {
  const [googleLogin, googleState] = useGoogleLoginMutation();
  const [demoLogin, demoState] = useDemoLoginMutation();
  const toast = useAuthToast();
  const navigate = useNavigate();
  const back = returnPath(useLocation().state);

  async function finish(request: Promise<Partial<SessionResponse>>, token: string, picture = ''): Promise<boolean> {
    try {
      const answer = await request;
      if (!answer.userdetails) {
        toast('error', 'Error', answer.message || 'An error occurred');
        return false;
      }
      storeSignIn(token, answer.userdetails, answer.userdetails.picture || picture);
      toast('success', 'Success', 'You have successfully logged in');
      navigate(back, { replace: true });
      return true;
    } catch (error) {
      toast('error', 'Error', errorMessage(error));
      return false;
    }
  }

  return {
    signInWithGoogle(credential: string) {
      const picture = decodeJwtPayload(credential)?.picture;
      return finish(googleLogin({ id_token: credential }).unwrap(), credential, typeof picture === 'string' ? picture : '');
    },
    signInAsDemo(email: string) {
      return finish(demoLogin({ email }).unwrap(), DEMO_TOKEN);
    },
    /** The demo account being signed in, while its request runs. */
    pendingEmail: demoState.isLoading ? demoState.originalArgs?.email : undefined,
    busy: googleState.isLoading || demoState.isLoading,
  };
}
