import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { statusLabelOf } from '@contracts/booking-status';
import { useSnackbar } from '@shared/toasts';
import type { SlotBooking } from './daySlots';

/**
 * Who holds a booked slot: purpose, name and e-mail with mailto and copy (SPEC.md "Book a Room");
 * the timeline's tooltip and the day grid's.
 */
export function BookedSlotTooltip({ booking }: { booking: SlotBooking }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(booking.email);
      enqueueSnackbar('Email copied to clipboard!', { variant: 'success' });
    } catch {
      enqueueSnackbar('Could not copy the e-mail address', { variant: 'error' });
    }
  };
  return (
    <Box sx={{ p: 0.5 }}>
      <Typography variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
        {statusLabelOf(booking.status)}
      </Typography>
      <Typography variant="subtitle2">{booking.purpose}</Typography>
      <Typography variant="body2">{booking.name}</Typography>
      {/* A booker the caller may not see (a room reserved for others) comes without an address. */}
      {booking.email && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Link href={`mailto:${booking.email}`} color="inherit" variant="body2">
            {booking.email}
          </Link>
          <IconButton size="small" color="inherit" aria-label="Copy email" onClick={copy}>
            <ContentCopyIcon fontSize="inherit" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
