import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ImportKind } from '@contracts/import-columns';
import type { ImportReport, ImportUndoResult } from '@contracts/imports';
import { ReportProblems } from './ReportProblems';
import { countsText } from './texts';
import { UndoOutcome } from './UndoImport';
import { StepHeading } from './WizardStepper';

interface Props {
  kind: ImportKind;
  fileName: string;
  report: ImportReport;
  /** What undoing it did, once "Undo this import" (WizardActions) has. */
  undone: ImportUndoResult | null;
}

/** Step 3's answer: what was imported, and each row or date skipped. */
export function ResultStep({ kind, fileName, report, undone }: Props) {
  return (
    <Stack spacing={2}>
      <StepHeading focus>Import finished</StepHeading>
      <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {`Imported ${fileName}: ${countsText(kind, report)}.`}
      </Alert>
      {undone && <UndoOutcome result={undone} />}
      <ReportProblems report={report} skipped />
    </Stack>
  );
}
