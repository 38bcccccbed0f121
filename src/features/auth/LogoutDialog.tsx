import { googleLogout } from '@react-oauth/google';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '@shared/api/api';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
import { useLogoutEverywhereMutation, useLogoutMutation } from './api';
import { forgetSignIn } from './storage';
import { errorMessage, useAuthToast } from './useAuthToast';

const WORDS = {
  // SPEC.md §2.
  here: {
    title: 'Confirm Logout',
    text: "Are you sure you want to log out? You'll need to sign in again to access your account.",
    confirmLabel: 'Log out',
  },
  // Issue 16: for a lost phone or a shared computer.
  everywhere: {
    title: 'Sign Out Everywhere',
    text: "This ends your sessions on every device and browser, this one included. You'll need to sign in again on each of them.",
    confirmLabel: 'Sign out everywhere',
  },
};

/**
 * Logout confirmation; confirming ends the server session (or, with `everywhere`, every
 * session of the user) and forgets everything local.
 */
export function LogoutDialog({ open, onClose, everywhere = false }: { open: boolean; onClose: () => void; everywhere?: boolean }) {
  const [logoutHere, here] = useLogoutMutation();
  const [logoutEverywhere, all] = useLogoutEverywhereMutation();
  const logout = everywhere ? logoutEverywhere : logoutHere;
  const isLoading = here.isLoading || all.isLoading;
  const words = everywhere ? WORDS.everywhere : WORDS.here;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useAuthToast();

  async function confirm() {
    try {
      await logout().unwrap();
    } catch (error) {
      // The session cookie may still be valid, so stay signed in and say so.
      toast('error', 'Error', errorMessage(error));
      return;
    }
    forgetSignIn();
    // Stops Google one-tap from signing the same account straight back in.
    googleLogout();
    onClose();
    navigate('/auth', { replace: true });
    dispatch(api.util.resetApiState());
  }

  return (
    <ConfirmationDialog
      open={open}
      title={words.title}
      text={words.text}
      confirmLabel={words.confirmLabel}
      confirmColor="error"
      busy={isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
