import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { googleLogout } from '@react-oauth/google';
import { useNavigate } from 'react-router-dom';
import { api } from '@app/api';
import { useAppDispatch } from '@app/hooks';
import { useLogoutMutation } from './api';
import { forgetSignIn } from './storage';
import { errorMessage, useAuthToast } from './useAuthToast';

/** SPEC.md §2 logout confirmation; confirming ends the server session and forgets everything local. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
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
    <Dialog open={open} onClose={isLoading ? undefined : onClose} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">Confirm Logout</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">
          Are you sure you want to log out? You&apos;ll need to sign in again to access your account.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading} autoFocus>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={isLoading} color="error" variant="contained">
          Log out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
