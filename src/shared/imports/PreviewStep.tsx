import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportKind } from '@contracts/import-columns';
import type { ImportReport } from '@contracts/imports';
import type { ImportAnswer } from './importsApi';
import { ReportProblems } from './ReportProblems';
import { count, hasProblems, KIND_TEXTS, ROWS } from './texts';
import { StepHeading } from './WizardStepper';

interface Props {
  kind: ImportKind;
  fileName: string;
  report: ImportAnswer;
  /** The import itself was refused (422: the data changed since the check). */
  refused: boolean;
  /** Why the last attempt to import failed (the server's message). */
  failure: string | null;
}

/** The counts a preview shows: what the file would do. */
function Counts({ kind, report }: { kind: ImportKind; report: ImportReport }) {
  const items: [string, string][] = [
    ['Rows in the file', report.rows.toLocaleString('en-US')],
    ['Would be created', count(report.created, KIND_TEXTS[kind].noun)],
    ['Would be updated', report.updated.toLocaleString('en-US')],
    ['Unchanged', report.unchanged.toLocaleString('en-US')],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {items.flatMap(([label, value]) => [
        <Typography key={`${label}-term`} component="dt" color="text.secondary">
          {label}
        </Typography>,
        <Typography key={`${label}-value`} component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {value}
        </Typography>,
      ])}
    </Box>
  );
}

/**
 * What the problems mean: the server's refusal as it wrote it (a 422 carries one), or the same
 * facts when the check answered without one; then what importing only the valid rows leaves out.
 */
function ProblemSummary({ kind, report, refused }: { kind: ImportKind; report: ImportAnswer; refused: boolean }) {
  const found = [
    report.errors.length > 0 && count(report.errors.length, ['error', 'errors']),
    report.conflicts.length > 0 && count(report.conflicts.length, ['conflict', 'conflicts']),
  ].filter(Boolean);
  const skips =
    kind === 'bookings' && report.conflicts.length > 0 ? 'the rows with errors and the conflicting dates' : 'the rows with errors';
  return (
    <Alert severity={refused ? 'error' : 'warning'} role={refused ? 'alert' : 'status'}>
      {report.message ?? `Nothing can be imported as it is: the file has ${found.join(' and ')}.`}
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>{`Importing only the valid rows leaves out ${skips}.`}</Box>
    </Alert>
  );
}

/** Step 2: the server's dry run of the whole file (its buttons are WizardActions'). */
export function PreviewStep({ kind, fileName, report, refused, failure }: Props) {
  const problems = hasProblems(report);
  return (
    <Stack spacing={2}>
      <div>
        <StepHeading focus>Preview</StepHeading>
        <Typography
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >{`${fileName}: ${count(report.rows, ROWS)} checked`}</Typography>
      </div>
      <Counts kind={kind} report={report} />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {problems ? (
        <ProblemSummary kind={kind} report={report} refused={refused} />
      ) : (
        <Alert severity="success" role="status">
          No errors or conflicts: the file is ready to import.
        </Alert>
      )}
      <ReportProblems report={report} />
    </Stack>
  );
}
