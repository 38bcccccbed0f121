import Stack from '@mui/material/Stack';
import type { ImportConflict, ImportError, ImportReport } from '@contracts/imports';
import { ProblemTable, type ProblemColumn } from './ProblemTable';

const ERROR_COLUMNS: ProblemColumn<ImportError>[] = [
  { header: 'Column', cell: (e) => e.field ?? 'Whole row', nowrap: true },
  { header: 'Message', cell: (e) => e.message },
];

const CONFLICT_COLUMNS: ProblemColumn<ImportConflict>[] = [
  { header: 'Date', cell: (c) => c.date, nowrap: true },
  { header: 'Room', cell: (c) => c.room_name },
  { header: 'Message', cell: (c) => c.message },
];

/** Every error and conflict of a report, each with its row number, as the server wrote them. */
export function ReportProblems({ report, skipped = false }: { report: Pick<ImportReport, 'errors' | 'conflicts'>; skipped?: boolean }) {
  return (
    <Stack spacing={2}>
      <ProblemTable title={skipped ? 'Rows skipped for errors' : 'Errors'} items={report.errors} columns={ERROR_COLUMNS} />
      <ProblemTable title={skipped ? 'Dates skipped for conflicts' : 'Conflicts'} items={report.conflicts} columns={CONFLICT_COLUMNS} />
    </Stack>
  );
}
