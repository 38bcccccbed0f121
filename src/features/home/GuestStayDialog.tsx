import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from '@shared/toasts';
import { DialogForm } from '@shared/forms/DialogForm';
import { FormDialogActions } from '@shared/forms/FormDialogActions';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useRequestGuestStayMutation } from './api';
import { EMPTY_GUEST_STAY, guestStaySchema, toGuestStayBody, type GuestStayForm } from './guestStay';

const FIELDS = [
  { key: 'customer_name', label: 'Guest name', type: 'text' },
  { key: 'age', label: 'Age', type: 'number' },
  { key: 'relation_with_student', label: 'Relation with you', type: 'text' },
  { key: 'check_in', label: 'Check-in', type: 'date' },
  { key: 'check_out', label: 'Check-out', type: 'date' },
] as const;

/** Files a guest-house stay request; stays open with the server's reason when it is refused. */
export default function GuestStayDialog({ onClose }: { onClose(): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [requestStay, { isLoading: saving }] = useRequestGuestStayMutation();
  const { enqueueSnackbar } = useSnackbar();
  const formik = useFormik<GuestStayForm>({
    initialValues: EMPTY_GUEST_STAY,
    validationSchema: guestStaySchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await requestStay(toGuestStayBody(values)).unwrap();
        enqueueSnackbar('Guest-house request submitted', { variant: 'success' });
        onClose();
      } catch (error) {
        setFailure(serverMessage(error) ?? 'Failed to submit the request. Please try again.');
      }
    },
  });
  const errors = formik.submitCount > 0 ? formik.errors : {};

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Request a guest-house stay</DialogTitle>
      <DialogForm onSubmit={formik.handleSubmit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                name={field.key}
                label={field.label}
                type={field.type}
                required
                value={formik.values[field.key]}
                onChange={formik.handleChange}
                error={Boolean(errors[field.key])}
                helperText={errors[field.key]}
                slotProps={{ inputLabel: field.type === 'date' ? { shrink: true } : undefined }}
              />
            ))}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={saving} submitLabel="Submit request" busyLabel="Submitting..." />
      </DialogForm>
    </Dialog>
  );
}
