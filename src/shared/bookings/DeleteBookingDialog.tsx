import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { ToastText } from './ToastText';
import { serverMessage } from './serverMessage';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Runs the caller's mutation (with .unwrap()); a rejection keeps the dialog open. */
  onConfirm: () => Promise<unknown>;
}

/** SPEC.md "Delete confirmation dialog", with its toasts. */
export function DeleteBookingDialog({ open, onClose, onConfirm }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      enqueueSnackbar('Booking deleted successfully', { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(<ToastText title="Failed to delete booking" detail={serverMessage(error)} />, { variant: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open={open} onClose={deleting ? undefined : onClose} aria-labelledby="delete-booking-title" aria-describedby="delete-booking-text">
      <DialogTitle id="delete-booking-title">Delete Booking</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-booking-text">
          Are you sure you want to delete this booking? This action cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
