import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import HistoryIcon from '@mui/icons-material/History';
import { BookingHistory } from './BookingHistory';

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
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={`history-${bookingId}`}>
        <DialogTitle id={`history-${bookingId}`}>History</DialogTitle>
        <DialogContent>{open && <BookingHistory bookingId={bookingId} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
