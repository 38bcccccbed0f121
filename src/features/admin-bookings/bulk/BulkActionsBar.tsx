import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BULK_ACTION_MAX, BULK_ACTIONS, type BulkAction } from '@contracts/bulk-actions';
import { canSelectAllMatching, NO_SELECTION, selectedCount, withinBulkLimit, type Selection } from './selection';
import { BULK_TEXTS } from './texts';

interface Props {
  selection: Selection;
  pageIds: readonly number[];
  /** The filtered list's total, and whether it is an estimate. */
  total: number;
  totalEstimated: boolean;
  /** Whether Approve is offered: approving takes the approver capability (rb_admin lacks it: the server would skip every one). */
  mayApprove: boolean;
  onSelect: (selection: Selection) => void;
  onAction: (action: BulkAction) => void;
}

/** Above the list while something is ticked: the count, "select all N matching", and the actions. */
export function BulkActionsBar({ selection, pageIds, total, totalEstimated, mayApprove, onSelect, onAction }: Props) {
  const count = selectedCount(selection);
  if (count === 0) return null;
  const within = withinBulkLimit(selection);
  const all = selection.mode === 'all';
  return (
    <Stack
      role="region"
      aria-label="Bulk actions"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, px: 2, py: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap', bgcolor: 'action.selected' }}
    >
      <Typography sx={{ fontWeight: 600 }} aria-live="polite">
        {all
          ? `All ${totalEstimated ? 'about ' : ''}${count.toLocaleString('en-US')} matching bookings selected`
          : `${count.toLocaleString('en-US')} selected`}
      </Typography>
      {canSelectAllMatching(selection, pageIds, total) && (
        <Button size="small" onClick={() => onSelect({ mode: 'all', total })}>
          {`Select all ${totalEstimated ? 'about ' : ''}${total.toLocaleString('en-US')} matching`}
        </Button>
      )}
      <Button size="small" onClick={() => onSelect(NO_SELECTION)}>
        Clear selection
      </Button>
      <Stack direction="row" sx={{ gap: 1, ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
        {BULK_ACTIONS.filter((action) => action !== 'approve' || mayApprove).map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            color={BULK_TEXTS[action].color}
            disabled={!within}
            onClick={() => onAction(action)}
          >
            {BULK_TEXTS[action].button}
          </Button>
        ))}
      </Stack>
      {!within && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {`Bulk actions take at most ${BULK_ACTION_MAX.toLocaleString('en-US')} bookings; narrow the filters.`}
        </Alert>
      )}
    </Stack>
  );
}
