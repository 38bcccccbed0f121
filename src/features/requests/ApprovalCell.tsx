import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Decision } from '@contracts/requests';
import { decidedLabel } from './selectors';

interface Props {
  status: string;
  pending: boolean;
  onDecide(decision: Decision): void;
}

const CHIP_COLOR: Record<string, 'success' | 'error'> = { approved: 'success', rejected: 'error' };

/** Approve and Decline for a pending row; the decision's label for the others. */
export function ApprovalCell({ status, pending, onDecide }: Props) {
  if (!pending) {
    return <Chip size="small" label={decidedLabel(status)} color={CHIP_COLOR[status.toLowerCase()] ?? 'default'} />;
  }
  return (
    // The buttons stack when the column is narrow rather than push the table wider.
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="contained" color="success" onClick={() => onDecide('approved')}>
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onDecide('rejected')}>
        Decline
      </Button>
    </Stack>
  );
}
