import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportKind } from '@contracts/import-columns';
import { FileDropZone } from './FileDropZone';
import { acceptOf, megabytes, templateFileName, templateHref } from './importFile';
import { KIND_TEXTS } from './texts';
import { StepHeading } from './WizardStepper';

interface Props {
  kind: ImportKind;
  /** Why the last file was not taken (too large, not a CSV, or the server's message). */
  problem: string | null;
  focus: boolean;
  onFile: (file: File) => void;
}

/** Step 1: the columns the file needs, its template, and the file itself. */
export function FileStep({ kind, problem, focus, onFile }: Props) {
  return (
    <Stack spacing={2}>
      <div>
        <StepHeading focus={focus}>Choose a file</StepHeading>
        <Typography color="text.secondary">
          {`A CSV file, UTF-8, with a header row naming its columns: ${IMPORT_COLUMNS[kind].join(', ')}. Lists inside a cell are separated by ";".`}
          {kind === 'bookings' && ' Or an iCalendar (.ics) file exported from a timetabling tool or a calendar.'}
          {` At most ${megabytes(IMPORT_MAX_BYTES)} and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} ${kind === 'bookings' ? 'rows or events' : 'rows'}.`}
        </Typography>
      </div>
      <Button
        component="a"
        href={templateHref(kind)}
        download={templateFileName(kind)}
        startIcon={<DownloadIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Download template
      </Button>
      <FileDropZone what={`a ${KIND_TEXTS[kind].file}`} accept={acceptOf(kind)} onFile={onFile} />
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
