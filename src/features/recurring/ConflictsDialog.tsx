import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ConflictItem } from '@contracts/recurring';
import { dayText, timeRangeText } from '@contracts/campus-format';

/** The wire's "HH:mm-HH:mm" in the one time format (issue 35): "09:00 AM – 10:00 AM". */
const slotText = (slot: string) => {
  const [from, to] = slot.split('-');
  return to ? timeRangeText(from, to) : slot;
};

interface Props {
  conflicts: ConflictItem[] | null;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Every clashing date with its weekday, time slot and who holds it and why; confirm books the other dates. */
export function ConflictsDialog({ conflicts, confirming, onConfirm, onCancel }: Props) {
  const count = conflicts?.length ?? 0;
  return (
    <Dialog
      open={conflicts !== null}
      onClose={confirming ? undefined : onCancel}
      aria-labelledby="recurring-conflicts-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="recurring-conflicts-title">Booking Conflicts</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {count} date{count === 1 ? '' : 's'} clash with existing bookings. Confirm to book all the other dates and skip{' '}
          {count === 1 ? 'this one' : 'these'}.
        </Alert>
        <List dense aria-label="Conflicting dates">
          {(conflicts ?? []).map((c) => (
            <ListItem key={`${c.date} ${c.time_slot}`} divider alignItems="flex-start">
              <ListItemText
                primary={`${dayText(c.date)}, ${slotText(c.time_slot)}`}
                secondary={c.conflicting_bookings.map((b) => `${b.user_name}: ${b.purpose}`).join('; ')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={confirming}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={confirming}>
          {confirming ? 'Confirming...' : 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
