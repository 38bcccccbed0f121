import { useState } from 'react';
import type { ImportKind } from '@contracts/import-columns';
import type { ImportUndoResult } from '@contracts/imports';
import { importFailure } from './importFailure';
import { fileProblem, newProgressToken } from './importFile';
import { useRunImportMutation, type ImportAnswer } from './importsApi';

/** Where the wizard is: its three screens, and the two waits between them. */
export type WizardState =
  | { step: 'file'; problem: string | null }
  | { step: 'checking'; file: File; token: string }
  | { step: 'preview'; file: File; report: ImportAnswer; refused: boolean; failure: string | null }
  | { step: 'importing'; file: File; token: string }
  | { step: 'result'; file: File; report: ImportAnswer & { id: number }; undone: ImportUndoResult | null };

/** The stepper's index of each state: choose a file, preview, import. */
export const STEP_INDEX: Record<WizardState['step'], number> = { file: 0, checking: 1, preview: 1, importing: 2, result: 2 };

/**
 * The import wizard's flow: a chosen file is checked at once (the server's dry run); the
 * preview imports it, or only its valid rows; an import the server refuses (422, when the data
 * changed since the check) comes back as a new preview.
 */
export function useImportWizard(kind: ImportKind) {
  const [state, setState] = useState<WizardState>({ step: 'file', problem: null });
  const [run] = useRunImportMutation();

  const check = async (file: File) => {
    const problem = fileProblem(file, kind);
    if (problem) {
      setState({ step: 'file', problem });
      return;
    }
    const token = newProgressToken();
    setState({ step: 'checking', file, token });
    try {
      const report = await run({ kind, file, dryRun: true, progress: token }).unwrap();
      setState({ step: 'preview', file, report, refused: false, failure: null });
    } catch (error) {
      setState({ step: 'file', problem: importFailure(error, 'The file could not be checked. Please try again.') });
    }
  };

  const importFile = async (file: File, previous: ImportAnswer, skipInvalid: boolean) => {
    const token = newProgressToken();
    setState({ step: 'importing', file, token });
    try {
      const report = await run({ kind, file, dryRun: false, skipInvalid, progress: token }).unwrap();
      const { id } = report;
      setState(
        id === null
          ? { step: 'preview', file, report, refused: true, failure: null }
          : { step: 'result', file, report: { ...report, id }, undone: null },
      );
    } catch (error) {
      const failure = importFailure(error, 'The import failed; nothing was imported.');
      setState({ step: 'preview', file, report: previous, refused: false, failure });
    }
  };

  return {
    state,
    running: state.step === 'checking' || state.step === 'importing',
    check,
    importFile,
    restart: () => setState({ step: 'file', problem: null }),
    /** The result's import was undone: the result says what the undo did and offers it no more. */
    undone: (undone: ImportUndoResult) => setState((now) => (now.step === 'result' ? { ...now, undone } : now)),
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
