import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Decision } from '@contracts/requests';

const TEXTS: Record<Decision, { title: string; verb: string; action: string; color: 'success' | 'error' }> = {
  approved: { title: 'Approve Booking', verb: 'approve', action: 'Approve', color: 'success' },
  rejected: { title: 'Decline Booking', verb: 'decline', action: 'Decline', color: 'error' },
};

export interface PendingDecision {
  id: number;
  decision: Decision;
  subject: string;
}

interface Props {
  pending: PendingDecision | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** SPEC.md: every approve or decline is confirmed first, naming the student or the rooms. */
export function DecisionDialog({ pending, busy, onConfirm, onCancel }: Props) {
  const texts = pending ? TEXTS[pending.decision] : TEXTS.approved;
  return (
    <Dialog open={pending !== null} onClose={busy ? undefined : onCancel} aria-labelledby="decision-dialog-title">
      <DialogTitle id="decision-dialog-title">{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Are you sure you want to {texts.verb} the booking for {pending?.subject}?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={texts.color} onClick={onConfirm} disabled={busy}>
          {texts.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
