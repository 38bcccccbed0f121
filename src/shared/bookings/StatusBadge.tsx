import Chip from '@mui/material/Chip';
import { statusLabel, statusTone } from './bookingStatus';

/** A booking status as a coloured badge (SPEC.md §4). Pass displayStatus() for "completed". */
export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <Chip
      size="small"
      label={statusLabel(status)}
      color={tone}
      variant={tone === 'info' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
