import Chip from '@mui/material/Chip';
import { statusLabelOf, type ShownBookingStatus } from '@contracts/booking-status';
import { statusTone, type StatusTone } from './bookingStatus';

// Tinted chips with dark text: readable (WCAG AA) in light and dark mode alike.
const TONES: Record<StatusTone, { bgcolor: string; color: string }> = {
  success: { bgcolor: '#DCFCE7', color: '#166534' },
  warning: { bgcolor: '#FEF9C3', color: '#854D0E' },
  error: { bgcolor: '#FEE2E2', color: '#991B1B' },
  info: { bgcolor: '#E0E7FF', color: '#3730A3' },
  default: { bgcolor: '#F3F4F6', color: '#374151' },
};

/** A booking status as a coloured badge (SPEC.md §4). Pass displayStatus() for "completed". */
export function StatusBadge({ status }: { status: ShownBookingStatus }) {
  const tone = statusTone(status);
  return <Chip size="small" label={statusLabelOf(status)} data-tone={tone} sx={{ ...TONES[tone], fontWeight: 600 }} />;
}
