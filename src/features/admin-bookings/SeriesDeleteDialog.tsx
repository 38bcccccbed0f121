import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { ToastText } from '@shared/bookings/ToastText';
import { serverMessage } from '@shared/bookings/serverMessage';
import { SERIES_TOASTS } from './seriesMessages';

interface Props {
  /** The series to delete; the dialog is open while it is set. */
  seriesId: number | null;
  onClose: () => void;
  onConfirm: (seriesId: number) => Promise<unknown>;
}

/** Confirms deleting the upcoming bookings of a whole series. */
export function SeriesDeleteDialog({ seriesId, onClose, onConfirm }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (seriesId === null) return;
    setDeleting(true);
    try {
      await onConfirm(seriesId);
      enqueueSnackbar(SERIES_TOASTS.deleted, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(<ToastText title={SERIES_TOASTS.failed} detail={serverMessage(error)} />, { variant: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open={seriesId !== null} onClose={deleting ? undefined : onClose} aria-labelledby="delete-series-title" aria-describedby="delete-series-text">
      <DialogTitle id="delete-series-title">Delete Series</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-series-text">
          Are you sure you want to delete every upcoming booking of this recurring series? Past bookings stay on record.
          This action cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete Series'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
