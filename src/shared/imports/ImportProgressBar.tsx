import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportProgress } from '@contracts/imports';
import { useGetImportProgressQuery } from './importsApi';

/** Issue 31: the wizard shows progress for anything over 2 s; a quicker file just shows its answer. */
export const PROGRESS_AFTER_MS = 2000;
const POLL_MS = 500;

const PHASES: Record<ImportProgress['phase'], string> = {
  reading: 'Reading the file',
  checking: 'Checking the rows',
  writing: 'Writing',
  done: 'Finishing',
};

/** "Writing: 1,200 of 16,000". */
export function progressText({ phase, done, total }: ImportProgress): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${PHASES[phase]}: ${total === null ? n(done) : `${n(done)} of ${n(total)}`}`;
}

function useShownAfter(ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return shown;
}

/**
 * A running check or import: what is happening, and after 2 s a progress bar fed by polling the
 * request's token. While the server does not know the token (404: not started yet, or another
 * server process took the upload) the bar is indeterminate.
 */
export function ImportProgressBar({ token, label }: { token: string; label: string }) {
  const shown = useShownAfter(PROGRESS_AFTER_MS);
  const { data, isError } = useGetImportProgressQuery(token, { skip: !shown, pollingInterval: POLL_MS });
  const progress = isError ? undefined : data;
  const value = progress?.total ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : undefined;
  return (
    <Stack spacing={1} sx={{ py: 2 }}>
      <Typography role="status">{label}</Typography>
      {shown && (
        <LinearProgress
          aria-label="Import progress"
          variant={value === undefined ? 'indeterminate' : 'determinate'}
          value={value}
          aria-valuetext={progress ? progressText(progress) : undefined}
        />
      )}
      {shown && progress && (
        <Typography variant="body2" color="text.secondary">
          {progressText(progress)}
        </Typography>
      )}
    </Stack>
  );
}
