import { useSnackbar } from '@shared/toasts';
import { ToastText } from '@shared/bookings/ToastText';
import { serverMessage } from '@shared/bookings/serverMessage';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
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
  const confirm = async () => {
    if (seriesId === null) return;
    try {
      await onConfirm(seriesId);
      enqueueSnackbar(SERIES_TOASTS.deleted, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(<ToastText title={SERIES_TOASTS.failed} detail={serverMessage(error)} />, { variant: 'error' });
    }
  };
  return (
    <ConfirmationDialog
      open={seriesId !== null}
      title="Delete Series"
      text="Are you sure you want to delete every upcoming booking of this recurring series? Past bookings stay on record. This action cannot be undone."
      confirmLabel="Delete Series"
      busyLabel="Deleting..."
      confirmColor="error"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
