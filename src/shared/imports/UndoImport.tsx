import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ImportKind } from '@contracts/import-columns';
import type { ImportUndoResult } from '@contracts/imports';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
import { importFailure } from './importFailure';
import { useUndoImportMutation } from './importsApi';
import { KIND_TEXTS } from './texts';

export interface UndoTarget {
  id: number;
  kind: ImportKind;
  /** The file's name as the lists show it. */
  name: string;
}

interface Props {
  target: UndoTarget | null;
  onClose: () => void;
  onDone: (result: ImportUndoResult) => void;
}

/** The question before an undo (what it will do for this kind); the server's refusal shows inside it. */
export function UndoImportDialog({ target, onClose, onDone }: Props) {
  const [undo] = useUndoImportMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The last target stays in the text while the dialog fades out.
  const last = useRef(target);
  if (target) last.current = target;
  const shown = last.current;
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      const result = await undo({ id: target.id, kind: target.kind }).unwrap();
      close();
      onDone(result);
    } catch (error) {
      setFailure(importFailure(error, 'The import could not be undone. Please try again.'));
    }
  };
  return (
    <ConfirmationDialog
      open={target !== null}
      title="Undo import"
      text={shown ? `Undo the import of ${shown.name}? ${KIND_TEXTS[shown.kind].undo}` : ''}
      confirmLabel="Undo import"
      busyLabel="Undoing..."
      confirmColor="error"
      confirmDisabled={failure !== null}
      onConfirm={confirm}
      onCancel={close}
    >
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </ConfirmationDialog>
  );
}

/** What an undo did, as the server says it, and each record it kept with why. */
export function UndoOutcome({ result, onClose }: { result: ImportUndoResult; onClose?: () => void }) {
  return (
    <Alert severity="success" role="status" onClose={onClose} closeText="Dismiss">
      {result.message}
      {result.kept.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
          {result.kept.map((k, i) => (
            <li key={i}>{`Kept ${k.name}: ${k.reason}`}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
