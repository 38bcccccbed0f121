import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before throwing away edits (SPEC.md "Edit Booking dialog"). The title names the
 * dialog: MUI points the dialog's aria-labelledby at its DialogTitle.
 */
export function UnsavedChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onClose={onKeep} aria-describedby="unsaved-changes-text">
      <DialogTitle>Unsaved Changes</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">
          You have unsaved changes. Are you sure you want to close?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>Keep Editing</Button>
        <Button color="warning" variant="contained" onClick={onDiscard}>Discard Changes</Button>
      </DialogActions>
    </Dialog>
  );
}
