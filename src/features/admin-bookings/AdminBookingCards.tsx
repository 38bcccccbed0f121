import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import RepeatIcon from '@mui/icons-material/Repeat';
import type { AdminBooking } from '@contracts/admin-bookings';
import { DecisionReason } from '@shared/bookings/DecisionReason';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { displayStatus } from '@shared/bookings/bookingStatus';
import { formatBookingDate, formatBookingTime, formatDuration } from '@shared/bookings/campusFormat';
import { ListCards } from '@shared/lists/ListCards';
import type { AdminBookingListProps } from './AdminBookingsTable';
import { hasEnded, KIND_LABELS } from './bookingRows';
import { BookingCheckbox, PageCheckbox } from './bulk/RowSelection';

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * Manage Bookings on a phone: one card per booking with every action it allows as a
 * labelled button (series actions too, instead of the table's menu).
 */
export function AdminBookingCards({ bookings, skeletonRows, tz, now, onAction, selection }: AdminBookingListProps) {
  const actions = (b: AdminBooking) => {
    const upcoming = !hasEnded(b, now);
    const inSeries = b.recurring_booking_id !== null;
    if (!upcoming && !inSeries) return null;
    return (
      <>
        {upcoming && (
          <>
            <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => onAction('edit', b)}>
              Edit
            </Button>
            <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => onAction('delete', b)}>
              Delete
            </Button>
          </>
        )}
        {inSeries && (
          <>
            <Button size="small" startIcon={<RepeatIcon />} onClick={() => onAction('edit-series', b)}>
              Edit series
            </Button>
            <Button size="small" color="error" onClick={() => onAction('delete-series', b)}>
              Delete series
            </Button>
          </>
        )}
      </>
    );
  };
  return (
    <>
      {bookings && bookings.length > 0 && (
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 1 }}>
          <PageCheckbox selection={selection} />
          <Typography variant="body2">Select this page</Typography>
        </Box>
      )}
      <ListCards
        label="Bookings"
        rows={bookings}
        skeletonRows={skeletonRows}
        rowKey={(b) => b.id}
        lead={(b) => (
          <>
            <BookingCheckbox booking={b} tz={tz} checked={selection.isSelected(b.id)} onToggle={selection.toggle} />
            {b.recurring_booking_id !== null && <RepeatIcon fontSize="small" color="primary" titleAccess="Recurring booking" />}
          </>
        )}
        title={(b) => b.rooms}
        aside={(b) => <StatusBadge status={displayStatus(b.status, b.end_time)} />}
        details={(b) => (
          <>
            <Typography variant="body2">
              {formatBookingDate(b.start_time, tz)} · {formatBookingTime(b.start_time, tz)} – {formatBookingTime(b.end_time, tz)} ·{' '}
              {formatDuration(b.start_time, b.end_time)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, ...wrap }}>
              {b.purpose}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={wrap}>
              {b.faculty_name} · {b.faculty_email} · {KIND_LABELS[b.kind]}
            </Typography>
            <DecisionReason reason={b.reason} />
          </>
        )}
        actions={actions}
      />
    </>
  );
}
