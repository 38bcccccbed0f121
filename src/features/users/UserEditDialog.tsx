import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { USER_FIELD_MAX } from '@contracts/limits';
import type { AdminUser } from '@contracts/users';
import { serverMessage } from '@shared/bookings/serverMessage';
import { AccessSelect } from './AccessSelect';
import { useGetAccessOptionsQuery, useUpdateUserMutation } from './api';
import { toBody, toForm, validateUserForm, type UserForm } from './userFormat';

const TEXT_FIELDS = [
  { key: 'name', label: 'Name', required: true },
  { key: 'email', label: 'Email', required: true },
  { key: 'department', label: 'Department' },
  { key: 'designation', label: 'Designation' },
  { key: 'phone', label: 'Phone' },
] as const;

/** Edits one user's details and access; stays open with the server's reason when saving fails. */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const [form, setForm] = useState<UserForm>(() => toForm(user));
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data: accessOptions = [] } = useGetAccessOptionsQuery();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const { enqueueSnackbar } = useSnackbar();
  const errors = submitted ? validateUserForm(form) : {};

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(validateUserForm(form)).length) return;
    setFailure(null);
    try {
      await updateUser({ id: user.id, body: toBody(form) }).unwrap();
      enqueueSnackbar('User updated successfully', { variant: 'success' });
      onClose();
    } catch (error) {
      console.error('Failed to update user', error);
      setFailure(serverMessage(error) ?? 'Failed to update user. Please try again.');
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Edit User</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {TEXT_FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              required={'required' in field}
              value={form[field.key]}
              onChange={(event) => setForm((prev) => ({ ...prev, [field.key]: event.target.value }))}
              error={Boolean(errors[field.key])}
              helperText={errors[field.key]}
              slotProps={{ htmlInput: { maxLength: USER_FIELD_MAX[field.key] } }}
            />
          ))}
          <AccessSelect options={accessOptions} value={form.access} onChange={(access) => setForm((prev) => ({ ...prev, access }))} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
