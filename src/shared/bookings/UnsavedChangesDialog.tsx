import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';

/** Asks before throwing away edits (SPEC.md "Edit Booking dialog"); Keep Editing is the safe default. */
export function UnsavedChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <ConfirmationDialog
      open={open}
      title="Unsaved Changes"
      text="You have unsaved changes. Are you sure you want to close?"
      cancelLabel="Keep Editing"
      confirmLabel="Discard Changes"
      confirmColor="warning"
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
