import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { DialogForm } from '@shared/forms/DialogForm';
import { FormDialogActions } from '@shared/forms/FormDialogActions';
import { useSnackbar } from '@shared/toasts';
import { CAPACITY_MAX, ROOM_NAME_MAX } from '@contracts/limits';
import type { Room } from '@contracts/booking';
import { serverMessage } from '@shared/bookings/serverMessage';
import { ChipListField } from './ChipListField';
import { useCreateRoomMutation, useGetBlocksQuery, useUpdateRoomMutation } from './api';
import { EMPTY_ROOM_FORM, PREDEFINED_ACCESS, PREDEFINED_FEATURES, toRoomBody, roomSchema, toRoomForm, type RoomForm } from './roomForm';

/** Add Room (room undefined) or Edit Room; stays open when saving fails (SPEC.md §8). */
export function RoomDialog({ room, onClose }: { room?: Room; onClose(): void }) {
  const editing = room !== undefined;
  // null: no failure shown; '': failed without a reason from the server.
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // On a phone the form is scrolled to Save; bring the alert at its top into view (jsdom has no scrollIntoView).
  useEffect(() => {
    if (failure !== null) failureRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  const { data: blocks = [] } = useGetBlocksQuery();
  const [createRoom, created] = useCreateRoomMutation();
  const [updateRoom, updated] = useUpdateRoomMutation();
  const saving = created.isLoading || updated.isLoading;
  const { enqueueSnackbar } = useSnackbar();
  const formik = useFormik<RoomForm>({
    initialValues: room ? toRoomForm(room) : EMPTY_ROOM_FORM,
    validationSchema: roomSchema,
    onSubmit: (values) => save(values),
  });
  const form = formik.values;
  // Errors show once Save was tried, then follow every change.
  const errors = formik.submitCount > 0 ? formik.errors : {};
  const set = <K extends keyof RoomForm>(key: K, value: RoomForm[K]) => formik.setFieldValue(key, value);
  // The select needs a value among its options: until the blocks arrive (or when the room's
  // block is not listed) it shows none, and the room keeps the block it has.
  const blockKnown = form.block_id === 0 || blocks.some((b) => b.id === form.block_id);

  const save = async (values: RoomForm) => {
    setFailure(null);
    try {
      const body = toRoomBody(values);
      if (room) await updateRoom({ id: room.id, body }).unwrap();
      else await createRoom(body).unwrap();
      enqueueSnackbar(room ? 'Room updated successfully' : 'Room created successfully', { variant: 'success' });
      onClose();
    } catch (error) {
      console.error('Failed to save room', error);
      setFailure(serverMessage(error) ?? '');
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? 'Edit Room' : 'Add New Room'}</DialogTitle>
      <DialogForm onSubmit={formik.handleSubmit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {editing ? 'Make changes to the room details below.' : 'Fill in the details to create a new room.'}
          </DialogContentText>
          <Stack spacing={2}>
            {failure !== null && (
              <Alert ref={failureRef} severity="error">
                Failed to save room. Please try again.
                {/* The server's reason, e.g. a name already used in the block or an image URL it refuses. */}
                {failure && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {failure}
                  </Typography>
                )}
              </Alert>
            )}
            <TextField
              label="Room Name"
              required
              {...formik.getFieldProps('room_name')}
              error={Boolean(errors.room_name)}
              helperText={errors.room_name}
              slotProps={{ htmlInput: { maxLength: ROOM_NAME_MAX } }}
            />
            <TextField
              select
              label="Block"
              required
              value={blockKnown ? form.block_id : 0}
              onChange={(e) => set('block_id', Number(e.target.value))}
              error={Boolean(errors.block_id)}
              helperText={errors.block_id}
            >
              <MenuItem value={0}>Select a block</MenuItem>
              {blocks.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.block_name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Capacity"
              type="number"
              // Kept as typed (formik would turn a number input's text into a number): blank means none.
              value={form.capacity}
              onChange={(e) => set('capacity', e.target.value)}
              error={Boolean(errors.capacity)}
              helperText={errors.capacity}
              slotProps={{ htmlInput: { min: 1, max: CAPACITY_MAX, step: 1 } }}
            />
            <ChipListField
              label="Features"
              noun="feature"
              values={form.features}
              quickAdd={PREDEFINED_FEATURES}
              onChange={(v) => set('features', v)}
            />
            <ChipListField
              label="Access Types"
              noun="access type"
              values={form.access}
              quickAdd={PREDEFINED_ACCESS}
              onChange={(v) => set('access', v)}
            />
            <TextField label="Image URL" {...formik.getFieldProps('image')} placeholder="https://… or /rooms/…" />
            <FormControlLabel
              control={<Checkbox checked={form.check_in_required} onChange={(e) => set('check_in_required', e.target.checked)} />}
              label="Require check-in"
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={saving} submitLabel={editing ? 'Save Changes' : 'Create Room'} />
      </DialogForm>
    </Dialog>
  );
}
