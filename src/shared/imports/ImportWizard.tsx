import { useRef } from 'react';
import Stack from '@mui/material/Stack';
import type { ImportKind } from '@contracts/import-columns';
import { FileStep } from './FileStep';
import { ImportProgressBar } from './ImportProgressBar';
import { PreviewStep } from './PreviewStep';
import { ResultStep } from './ResultStep';
import { STEP_INDEX, type ImportWizard as Wizard } from './useImportWizard';
import { StepHeading, WizardStepper } from './WizardStepper';

/** The three screens of an import: choose a file → preview (the server's dry run) → import and its result. */
export function ImportWizard({ kind, wizard }: { kind: ImportKind; wizard: Wizard }) {
  const { state } = wizard;
  // Back at the first step (another file, or a refused one), its heading takes focus; not on opening.
  const moved = useRef(false);
  if (state.step !== 'file') moved.current = true;
  return (
    <Stack>
      <WizardStepper active={STEP_INDEX[state.step]} finished={state.step === 'result'} />
      {state.step === 'file' && <FileStep kind={kind} problem={state.problem} focus={moved.current} onFile={wizard.check} />}
      {state.step === 'checking' && (
        <>
          <StepHeading focus>Preview</StepHeading>
          <ImportProgressBar key={state.token} token={state.token} label={`Checking ${state.file.name}…`} />
        </>
      )}
      {state.step === 'preview' && (
        <PreviewStep kind={kind} fileName={state.file.name} report={state.report} refused={state.refused} failure={state.failure} />
      )}
      {state.step === 'importing' && (
        <>
          <StepHeading focus>Import</StepHeading>
          <ImportProgressBar key={state.token} token={state.token} label={`Importing ${state.file.name}…`} />
        </>
      )}
      {state.step === 'result' && <ResultStep kind={kind} fileName={state.file.name} report={state.report} undone={state.undone} />}
    </Stack>
  );
}
