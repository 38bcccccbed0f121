import { useSnackbar } from '@shared/toasts';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
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
  const confirm = async () => {
    try {
      await onConfirm();
      enqueueSnackbar('Booking deleted successfully', { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(<ToastText title="Failed to delete booking" detail={serverMessage(error)} />, { variant: 'error' });
    }
  };
  return (
    <ConfirmationDialog
      open={open}
      title="Delete Booking"
      text="Are you sure you want to delete this booking? This action cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      confirmColor="error"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
