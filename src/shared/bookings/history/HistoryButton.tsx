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
export function HistoryButton({ bookingId, label }: { bookingId: number; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label={`History of ${label}`} title="History" size="small" onClick={() => setOpen(true)}>
        <HistoryIcon fontSize="small" />
      </IconButton>
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
