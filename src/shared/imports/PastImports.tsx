import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportKind } from '@contracts/import-columns';
import type { ImportSummary, ImportUndoResult } from '@contracts/imports';
import { formatDateTime } from '@shared/bookings/campusFormat';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useGetImportsQuery } from './importsApi';
import { importName, importsOfKind } from './pastImports';
import { count, countsText, ROWS } from './texts';
import { UndoImportDialog, UndoOutcome, type UndoTarget } from './UndoImport';

function PastImport({ summary, tz, onUndo }: { summary: ImportSummary; tz: string; onUndo: (target: UndoTarget) => void }) {
  const name = importName(summary);
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', px: 0 }}>
      <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
        >{`By ${summary.created_by}, ${formatDateTime(summary.created_at, tz)}`}</Typography>
        <Typography variant="body2">{`${count(summary.rows, ROWS)}: ${countsText(summary.kind, summary)}`}</Typography>
      </Stack>
      {summary.undone_at ? (
        <Chip size="small" label={`Undone ${formatDateTime(summary.undone_at, tz)}`} />
      ) : (
        <Button
          size="small"
          color="error"
          aria-label={`Undo the import of ${name}`}
          onClick={() => onUndo({ id: summary.id, kind: summary.kind, name })}
        >
          Undo
        </Button>
      )}
    </ListItem>
  );
}

/** The screen's past imports: who, when, which file, what it did, undone or not, and Undo. */
export function PastImports({ kind }: { kind: ImportKind }) {
  const tz = useCampusTz();
  const { data, isLoading, isError, refetch } = useGetImportsQuery();
  const imports = useMemo(() => importsOfKind(data, kind), [data, kind]);
  const [target, setTarget] = useState<UndoTarget | null>(null);
  const [undone, setUndone] = useState<ImportUndoResult | null>(null);

  if (isLoading) return <CircularProgress size={24} aria-label="Loading past imports" />;
  if (isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>Try Again</Button>}>
        Could not load the past imports.
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      {undone && <UndoOutcome result={undone} onClose={() => setUndone(null)} />}
      {imports.length === 0 ? (
        <Typography color="text.secondary">No files have been imported here yet.</Typography>
      ) : (
        <List aria-label="Past imports" disablePadding>
          {imports.map((summary) => (
            <PastImport key={summary.id} summary={summary} tz={tz} onUndo={setTarget} />
          ))}
        </List>
      )}
      <UndoImportDialog target={target} onClose={() => setTarget(null)} onDone={setUndone} />
    </Stack>
  );
}
