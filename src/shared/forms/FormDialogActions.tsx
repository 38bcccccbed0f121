import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface Props {
  onCancel: () => void;
  /** The request is on its way: both buttons wait and the submit button says `busyLabel`. */
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  /** Submitting is not possible yet (nothing changed, or the form is invalid). */
  submitDisabled?: boolean;
}

/** A form dialog's Cancel and submit buttons (the submit button submits the surrounding form). */
export function FormDialogActions({ onCancel, busy, submitLabel, busyLabel = 'Saving...', submitDisabled = false }: Props) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={submitDisabled || busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
