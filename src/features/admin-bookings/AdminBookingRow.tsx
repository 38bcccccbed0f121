import { memo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@shared/mui-on-demand/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import RepeatIcon from '@mui/icons-material/Repeat';
import type { AdminBooking } from '@contracts/admin-bookings';
import { DecisionReason } from '@shared/bookings/DecisionReason';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { displayStatus } from '@shared/bookings/bookingStatus';
import { formatBookingDate, formatBookingTime, formatDuration } from '@shared/bookings/campusFormat';
import { hasEnded, KIND_LABELS } from './bookingRows';
import { HistoryButton } from '@shared/bookings/history/HistoryButton';
import { BookingCheckbox } from './bulk/RowSelection';

/**
 * Text that fills its cell and ends in "…" when longer, without widening the column: it
 * adds nothing to the table's minimum width, so the purpose and the booker give way first.
 */
const fillCell = {
  display: 'block',
  maxWidth: 0,
  minWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export type BookingAction = 'edit' | 'delete' | 'edit-series' | 'delete-series';

interface Props {
  booking: AdminBooking;
  tz: string;
  now: number;
  onAction: (action: BookingAction, booking: AdminBooking) => void;
  selected: boolean;
  onToggle: (id: number) => void;
}

/**
 * One booking of Manage Bookings with the actions it allows. Memoised: ticking a box, opening
 * a dialog or a toast re-renders the page, and a row is drawn again only when its own booking,
 * box or clock changed.
 */
export const AdminBookingRow = memo(function AdminBookingRow({ booking, tz, now, onAction, selected, onToggle }: Props) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const upcoming = !hasEnded(booking, now);
  const inSeries = booking.recurring_booking_id !== null;
  const pick = (action: BookingAction) => {
    setMenuAnchor(null);
    onAction(action, booking);
  };

  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox">
        <BookingCheckbox booking={booking} tz={tz} checked={selected} onToggle={onToggle} />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {inSeries && <RepeatIcon fontSize="small" color="primary" titleAccess="Recurring booking" />}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {booking.rooms}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={fillCell} title={booking.faculty_name}>
          {booking.faculty_name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={fillCell} title={booking.faculty_email}>
          {booking.faculty_email}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{formatBookingDate(booking.start_time, tz)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatBookingTime(booking.start_time, tz)} – {formatBookingTime(booking.end_time, tz)} ·{' '}
          <span>{formatDuration(booking.start_time, booking.end_time)}</span>
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={fillCell} title={booking.purpose}>
          {booking.purpose}
        </Typography>
      </TableCell>
      <TableCell>
        <StatusBadge status={displayStatus(booking.status, booking.end_time)} />
        <DecisionReason reason={booking.reason} oneLine />
      </TableCell>
      <TableCell>
        <Typography variant="body2" color="text.secondary">
          {KIND_LABELS[booking.kind]}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <HistoryButton bookingId={booking.id} label={`${booking.rooms}, ${booking.purpose}`} />
        {upcoming && (
          <>
            <Tooltip title="Edit booking">
              <IconButton size="small" aria-label="Edit booking" onClick={() => onAction('edit', booking)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete booking">
              <IconButton size="small" aria-label="Delete booking" color="error" onClick={() => onAction('delete', booking)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
        {inSeries && (
          <>
            <Tooltip title="Series actions">
              <IconButton size="small" aria-label="Series actions" onClick={(e) => setMenuAnchor(e.currentTarget)}>
                <RepeatIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              <MenuItem onClick={() => pick('edit-series')}>Edit series</MenuItem>
              <MenuItem onClick={() => pick('delete-series')} sx={{ color: 'error.main' }}>
                Delete series
              </MenuItem>
            </Menu>
          </>
        )}
      </TableCell>
    </TableRow>
  );
});
