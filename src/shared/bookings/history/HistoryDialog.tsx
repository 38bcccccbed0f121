import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { BookingHistory } from './BookingHistory';

/** A booking's history in a dialog (issue 35). Its own module: loaded when History is first pressed. */
export function HistoryDialog({ bookingId, open, onClose }: { bookingId: number; open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`history-${bookingId}`}>
      <DialogTitle id={`history-${bookingId}`}>History</DialogTitle>
      <DialogContent>{open && <BookingHistory bookingId={bookingId} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
