import Typography from '@mui/material/Typography';

interface Props {
  reason: string | null | undefined;
  /**
   * One line ending in "…" (the full text in its tooltip) that never widens its column:
   * for the wide admin table. Otherwise the whole reason, wrapped.
   */
  oneLine?: boolean;
}

const ONE_LINE = { display: 'block', maxWidth: 0, minWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const WRAPPED = { display: 'block', maxWidth: 240, overflowWrap: 'anywhere', whiteSpace: 'pre-line' };

/** The approver's reason under a decision's badge (DESIGN.md §9), "Reason: …"; nothing without one. */
export function DecisionReason({ reason, oneLine = false }: Props) {
  if (!reason) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      title={oneLine ? reason : undefined}
      sx={{ mt: 0.5, ...(oneLine ? ONE_LINE : WRAPPED) }}
    >
      Reason: {reason}
    </Typography>
  );
}
