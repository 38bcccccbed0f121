import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from '@shared/toasts';
import { BLOCK_NAME_MAX } from '@contracts/limits';
import type { Block } from '@contracts/admin-rooms';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useCreateBlockMutation, useGetBlocksQuery, useRenameBlockMutation } from './api';
import { blockSchema, type BlockForm } from './blockForm';

/** One block's row: its name, or a field to rename it. */
function BlockRow({ block, onFailure }: { block: Block; onFailure(message: string | null): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [renameBlock, { isLoading }] = useRenameBlockMutation();
  const [editing, setEditing] = useState(false);
  const formik = useFormik<BlockForm>({
    initialValues: { block_name: block.block_name },
    validationSchema: blockSchema,
    onSubmit: async ({ block_name }) => {
      onFailure(null);
      try {
        await renameBlock({ id: block.id, body: { block_name } }).unwrap();
        enqueueSnackbar('Block renamed', { variant: 'success' });
        setEditing(false);
      } catch (error) {
        onFailure(serverMessage(error) ?? 'Failed to rename the block. Please try again.');
      }
    },
  });
  if (!editing)
    return (
      <ListItem
        disableGutters
        secondaryAction={
          <Button
            size="small"
            onClick={() => {
              formik.resetForm({ values: { block_name: block.block_name } });
              setEditing(true);
            }}
            aria-label={`Rename ${block.block_name}`}
          >
            Rename
          </Button>
        }
      >
        <ListItemText primary={block.block_name} />
      </ListItem>
    );
  return (
    <ListItem disableGutters component="form" onSubmit={formik.handleSubmit}>
      <TextField
        size="small"
        label={`New name for ${block.block_name}`}
        {...formik.getFieldProps('block_name')}
        slotProps={{ htmlInput: { maxLength: BLOCK_NAME_MAX } }}
        autoFocus
        sx={{ flex: 1, mr: 1 }}
      />
      <Button type="submit" disabled={isLoading}>
        Save
      </Button>
      <Button onClick={() => setEditing(false)} disabled={isLoading}>
        Cancel
      </Button>
    </ListItem>
  );
}

/** Manage Rooms → Blocks (issue 15): add a block and rename one; the server's message shows on a refusal. */
export function BlocksDialog({ onClose }: { onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const blocks = useGetBlocksQuery();
  const [createBlock, { isLoading }] = useCreateBlockMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<BlockForm>({
    initialValues: { block_name: '' },
    validationSchema: blockSchema,
    onSubmit: async ({ block_name }, { resetForm }) => {
      setFailure(null);
      try {
        await createBlock({ block_name }).unwrap();
        enqueueSnackbar('Block added', { variant: 'success' });
        resetForm();
      } catch (error) {
        setFailure(serverMessage(error) ?? 'Failed to add the block. Please try again.');
      }
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Blocks</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" spacing={1} component="form" onSubmit={formik.handleSubmit}>
            <TextField
              size="small"
              label="New block name"
              {...formik.getFieldProps('block_name')}
              slotProps={{ htmlInput: { maxLength: BLOCK_NAME_MAX } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" disabled={isLoading}>
              Add Block
            </Button>
          </Stack>
          <List dense aria-label="Blocks">
            {(blocks.data ?? []).map((block) => (
              <BlockRow key={block.id} block={block} onFailure={setFailure} />
            ))}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
