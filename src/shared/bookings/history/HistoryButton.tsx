import { lazy, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import HistoryIcon from '@mui/icons-material/History';
import { OnceOpened } from '../../layout/OnceOpened';

// The dialog and the history's words load when History is first pressed (the lists' first load stays small, issue 34).
const HistoryDialog = lazy(() => import('./HistoryDialog').then((m) => ({ default: m.HistoryDialog })));

/** Issue 35: the "History" action of a booking's row, opening its history in a dialog. */
export function HistoryButton({ bookingId, label, variant = 'icon' }: { bookingId: number; label: string; variant?: 'icon' | 'outlined' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A table row's icon, or a phone card's labelled button (as RowActionButtons draw them). */}
      {variant === 'icon' ? (
        <IconButton aria-label={`History of ${label}`} title="History" size="small" onClick={() => setOpen(true)}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button
          aria-label={`History of ${label}`}
          variant="outlined"
          size="small"
          startIcon={<HistoryIcon />}
          onClick={() => setOpen(true)}
        >
          History
        </Button>
      )}
      <OnceOpened opened={open}>
        <HistoryDialog bookingId={bookingId} open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}
