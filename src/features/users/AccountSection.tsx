import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@shared/toasts';
import type { AdminUser, DeactivateUserResponse } from '@contracts/users';
import { serverMessage } from '@shared/bookings/serverMessage';
import { formatBookingDate } from '@shared/bookings/campusFormat';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
import { useActivateUserMutation, useDeactivateUserMutation, useUnlinkGoogleMutation } from './api';
import { DeactivatedDialog } from './DeactivatedDialog';

type Asking = 'deactivate' | 'unlink' | null;

/**
 * The account part of Edit User (issue 16): active or deactivated, linked to a Google
 * account or not, and the super_admin's actions on both. Shows the server's answer, so the
 * state is right even before the list refreshes.
 */
export function AccountSection({ user: initial }: { user: AdminUser }) {
  const tz = useCampusTz();
  const [user, setUser] = useState(initial);
  const [asking, setAsking] = useState<Asking>(null);
  const [deactivated, setDeactivated] = useState<DeactivateUserResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deactivate] = useDeactivateUserMutation();
  const [activate, activating] = useActivateUserMutation();
  const [unlink] = useUnlinkGoogleMutation();
  const { enqueueSnackbar } = useSnackbar();

  async function run<T extends { message: string; user: AdminUser }>(action: () => Promise<T>): Promise<T | null> {
    setFailure(null);
    try {
      const answer = await action();
      setUser(answer.user);
      enqueueSnackbar(answer.message, { variant: 'success' });
      return answer;
    } catch (error) {
      setFailure(serverMessage(error) ?? 'Something went wrong. Please try again.');
      return null;
    } finally {
      setAsking(null);
    }
  }

  return (
    <Stack spacing={1}>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        Account
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Typography variant="body2">
        {user.deactivated_at ? `Deactivated on ${formatBookingDate(user.deactivated_at, tz)}: cannot sign in.` : 'Active: can sign in.'}{' '}
        {user.google_linked ? 'Linked to the Google account of their first sign-in.' : 'Not linked to a Google account yet.'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {user.deactivated_at ? (
          <Button onClick={() => run(() => activate({ id: user.id }).unwrap())} disabled={activating.isLoading}>
            Activate User
          </Button>
        ) : (
          <Button color="error" onClick={() => setAsking('deactivate')}>
            Deactivate User
          </Button>
        )}
        {user.google_linked && <Button onClick={() => setAsking('unlink')}>Unlink Google Account</Button>}
      </Stack>
      <ConfirmationDialog
        open={asking === 'deactivate'}
        title="Deactivate User"
        text={`${user.name} will be signed out on every device and cannot sign in until activated again. Their bookings stay.`}
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        confirmColor="error"
        onConfirm={async () => setDeactivated(await run(() => deactivate({ id: user.id }).unwrap()))}
        onCancel={() => setAsking(null)}
      />
      <ConfirmationDialog
        open={asking === 'unlink'}
        title="Unlink Google Account"
        text={`The next Google sign-in with ${user.email} will be linked to ${user.name} instead. Do this when they have a new Google account.`}
        confirmLabel="Unlink"
        busyLabel="Unlinking..."
        onConfirm={() => run(() => unlink({ id: user.id }).unwrap())}
        onCancel={() => setAsking(null)}
      />
      {deactivated && <DeactivatedDialog result={deactivated} onClose={() => setDeactivated(null)} />}
    </Stack>
  );
}
