import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { DialogForm } from '@shared/forms/DialogForm';
import { FormDialogActions } from '@shared/forms/FormDialogActions';
import { useSnackbar } from '@shared/toasts';
import { USER_FIELD_MAX } from '@contracts/limits';
import type { AdminUser } from '@contracts/users';
import { serverMessage } from '@shared/bookings/serverMessage';
import { AccessSelect } from './AccessSelect';
import { AccountSection } from './AccountSection';
import { useGetAccessOptionsQuery, useUpdateUserMutation } from './api';
import { toBody, toForm, userSchema, type UserForm } from './userForm';

const TEXT_FIELDS = [
  { key: 'name', label: 'Name', required: true },
  { key: 'email', label: 'Email', required: true },
  { key: 'department', label: 'Department' },
  { key: 'designation', label: 'Designation' },
  { key: 'phone', label: 'Phone' },
] as const;

/** Edits one user's details and access; stays open with the server's reason when saving fails. */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { data: accessOptions = [] } = useGetAccessOptionsQuery();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const { enqueueSnackbar } = useSnackbar();
  const formik = useFormik<UserForm>({ initialValues: toForm(user), validationSchema: userSchema, onSubmit: (values) => save(values) });
  // Errors show once Save was tried, then follow every change.
  const errors = formik.submitCount > 0 ? formik.errors : {};

  const save = async (values: UserForm) => {
    setFailure(null);
    try {
      await updateUser({ id: user.id, body: toBody(values) }).unwrap();
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
      <DialogForm onSubmit={formik.handleSubmit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={field.label}
                required={'required' in field}
                {...formik.getFieldProps(field.key)}
                error={Boolean(errors[field.key])}
                helperText={errors[field.key]}
                slotProps={{ htmlInput: { maxLength: USER_FIELD_MAX[field.key] } }}
              />
            ))}
            <AccessSelect
              options={accessOptions}
              value={formik.values.access}
              onChange={(access) => formik.setFieldValue('access', access)}
            />
            <AccountSection user={user} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={saving} submitLabel="Save Changes" />
      </DialogForm>
    </Dialog>
  );
}
