import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Decision } from '@contracts/requests';
import { statusLabelOf, type RequestStatus } from '@contracts/booking-status';
import { DecisionReason } from '@shared/bookings/DecisionReason';

interface Props {
  status: RequestStatus;
  /** A decided row's reason, shown under its label. */
  reason?: string | null;
  pending: boolean;
  onDecide(decision: Decision): void;
  /** On a phone card: two equal buttons across the card, easy to hit with a thumb. */
  fullWidth?: boolean;
}

const CHIP_COLOR: Partial<Record<RequestStatus, 'success' | 'error'>> = { approved: 'success', rejected: 'error' };

/** Approve and Decline for a pending row; the decision's label for the others. */
export function ApprovalCell({ status, reason, pending, onDecide, fullWidth = false }: Props) {
  if (!pending) {
    return (
      <>
        <Chip size="small" label={statusLabelOf(status)} color={CHIP_COLOR[status] ?? 'default'} />
        <DecisionReason reason={reason} />
      </>
    );
  }
  return (
    // The buttons stack when the column is narrow rather than push the table wider.
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, ...(fullWidth && { width: '100%', '& > *': { flex: 1 } }) }}>
      <Button size={fullWidth ? 'medium' : 'small'} variant="contained" color="success" onClick={() => onDecide('approved')}>
        Approve
      </Button>
      <Button size={fullWidth ? 'medium' : 'small'} variant="outlined" color="error" onClick={() => onDecide('rejected')}>
        Decline
      </Button>
    </Stack>
  );
}
