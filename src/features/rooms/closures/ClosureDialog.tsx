import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import type { Blackout } from '@contracts/blackouts';
import { BLACKOUT_LIMITS } from '@contracts/closure-rules';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { DialogForm } from '@shared/forms/DialogForm';
import { FormDialogActions } from '@shared/forms/FormDialogActions';
import { SelectField } from '@shared/forms/SelectField';
import { useGetRoomsQuery } from '@shared/rooms/roomsApi';
import { useGetBlocksQuery } from '../api';
import { useCreateBlackoutMutation } from './closuresApi';
import { closureSchema, EMPTY_CLOSURE_FORM, SCOPE_LABELS, toBlackoutBody, type ClosureForm } from './closureForm';

const SCOPE_OPTIONS = (Object.keys(SCOPE_LABELS) as (keyof typeof SCOPE_LABELS)[]).map((value) => ({ value, label: SCOPE_LABELS[value] }));

/** Add closure: stays open with the server's message when it refuses (an overlap, an ended period). */
export function ClosureDialog({ onClose, onCreated }: { onClose(): void; onCreated(blackout: Blackout): void }) {
  const tz = useCampusTz();
  const { data: rooms = [] } = useGetRoomsQuery();
  const { data: blocks = [] } = useGetBlocksQuery();
  const [create, created] = useCreateBlackoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<ClosureForm>({
    initialValues: EMPTY_CLOSURE_FORM,
    validationSchema: closureSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const answer = await create(toBlackoutBody(values, tz)).unwrap();
        onCreated(answer.blackout);
      } catch (error) {
        setFailure(serverMessage(error) ?? 'Failed to create the closure. Please try again.');
      }
    },
  });
  const errors = formik.submitCount > 0 ? formik.errors : {};
  const form = formik.values;
  const chosenRooms = rooms.filter((r) => form.room_ids.includes(r.id));
  // Campus time: the server gets it with the campus offset (closureForm.ts).
  const timeField = (name: 'starts' | 'ends') => ({
    ...formik.getFieldProps(name),
    type: 'datetime-local',
    required: true,
    error: Boolean(errors[name]),
    slotProps: { inputLabel: { shrink: true } },
  });

  return (
    <Dialog open onClose={created.isLoading ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Add closure</DialogTitle>
      <DialogForm onSubmit={formik.handleSubmit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label="Reason"
              required
              placeholder="Diwali holiday, Exam hall, Maintenance…"
              {...formik.getFieldProps('reason')}
              error={Boolean(errors.reason)}
              helperText={errors.reason}
              slotProps={{ htmlInput: { maxLength: BLACKOUT_LIMITS.reasonMax } }}
            />
            {/* Campus time: the server gets it with the campus offset (closureForm.ts). */}
            <TextField label="Starts" {...timeField('starts')} helperText={errors.starts} />
            <TextField
              label="Ends"
              {...timeField('ends')}
              helperText={errors.ends ?? 'A closure ending at 00:00 closes the whole day before.'}
            />
            <SelectField
              label="Closes"
              size="medium"
              options={SCOPE_OPTIONS}
              value={form.scope}
              onChange={(value) => formik.setFieldValue('scope', value)}
            />
            {form.scope === 'block' && (
              <SelectField
                label="Block"
                size="medium"
                required
                emptyLabel="Select a block"
                options={blocks.map((b) => ({ value: b.id, label: b.block_name }))}
                value={form.block_id || ''}
                onChange={(value) => formik.setFieldValue('block_id', Number(value) || 0)}
                error={Boolean(errors.block_id)}
                helperText={errors.block_id}
              />
            )}
            {form.scope === 'rooms' && (
              <Autocomplete
                multiple
                options={rooms}
                value={chosenRooms}
                getOptionLabel={(r) => `${r.room_name} (${r.block_name})`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_e, value) =>
                  formik.setFieldValue(
                    'room_ids',
                    value.map((r) => r.id),
                  )
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Rooms"
                    error={Boolean(errors.room_ids)}
                    helperText={typeof errors.room_ids === 'string' ? errors.room_ids : undefined}
                  />
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={created.isLoading} submitLabel="Create closure" busyLabel="Creating..." />
      </DialogForm>
    </Dialog>
  );
}
