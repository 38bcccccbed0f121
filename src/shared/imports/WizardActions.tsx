import { useState } from 'react';
import Button from '@mui/material/Button';
import type { ImportKind } from '@contracts/import-columns';
import { hasProblems, importLabel, validRows } from './texts';
import { UndoImportDialog } from './UndoImport';
import type { ImportWizard } from './useImportWizard';

/**
 * The current step's buttons, in the dialog's action bar so they stay in view however long the
 * preview's tables are: Import (or only the valid rows) on the preview; Undo and another file on
 * the result.
 */
export function WizardActions({ kind, wizard }: { kind: ImportKind; wizard: ImportWizard }) {
  const [confirming, setConfirming] = useState(false);
  const { state } = wizard;
  if (state.step === 'preview') {
    const problems = hasProblems(state.report);
    return (
      <>
        <Button onClick={wizard.restart}>Choose another file</Button>
        <Button
          variant="contained"
          disabled={problems && validRows(state.report) === 0}
          onClick={() => wizard.importFile(state.file, state.report, problems)}
        >
          {importLabel(state.report)}
        </Button>
      </>
    );
  }
  if (state.step !== 'result') return null;
  return (
    <>
      {!state.undone && (
        <Button color="error" onClick={() => setConfirming(true)}>
          Undo this import
        </Button>
      )}
      <Button variant="contained" onClick={wizard.restart}>
        Import another file
      </Button>
      <UndoImportDialog
        target={confirming ? { id: state.report.id, kind, name: state.file.name } : null}
        onClose={() => setConfirming(false)}
        onDone={wizard.undone}
      />
    </>
  );
}
