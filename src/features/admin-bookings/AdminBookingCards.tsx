import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import RepeatIcon from '@mui/icons-material/Repeat';
import { DecisionReason } from '@shared/bookings/DecisionReason';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { displayStatus } from '@shared/bookings/bookingStatus';
import { formatBookingDate, formatBookingTime, formatDuration } from '@shared/bookings/campusTime';
import type { AdminBookingListProps } from './AdminBookingsTable';
import { hasEnded, KIND_LABELS } from './bookingRows';
import { BookingCheckbox, PageCheckbox } from './bulk/RowSelection';

/**
 * Manage Bookings on a phone: one card per booking with every action it allows as a
 * labelled button (series actions too, instead of the table's menu), so nothing is off
 * screen and each target is large enough for a thumb.
 */
export function AdminBookingCards({ bookings, skeletonRows, tz, now, onAction, selection }: AdminBookingListProps) {
  if (!bookings) {
    return (
      <Stack spacing={1.5} sx={{ p: 1.5 }} aria-busy>
        {Array.from({ length: Math.min(skeletonRows, 5) }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={140} data-testid="skeleton-row" />
        ))}
      </Stack>
    );
  }
  return (
    <>
      {bookings.length > 0 && (
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 1 }}>
          <PageCheckbox selection={selection} />
          <Typography variant="body2">Select this page</Typography>
        </Box>
      )}
      <Box component="ul" aria-label="Bookings" sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gap: 1.5 }}>
        {bookings.map((b) => {
          const upcoming = !hasEnded(b, now);
          const inSeries = b.recurring_booking_id !== null;
          return (
            <Card key={b.id} component="li" variant="outlined">
              <CardContent sx={{ pb: 1 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <BookingCheckbox booking={b} tz={tz} checked={selection.isSelected(b.id)} onToggle={selection.toggle} />
                    {inSeries && <RepeatIcon fontSize="small" color="primary" titleAccess="Recurring booking" />}
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {b.rooms}
                    </Typography>
                  </Stack>
                  <StatusBadge status={displayStatus(b.status, b.end_time)} />
                </Stack>
                <Typography variant="body2">
                  {formatBookingDate(b.start_time, tz)} · {formatBookingTime(b.start_time, tz)} – {formatBookingTime(b.end_time, tz)} ·{' '}
                  {formatDuration(b.start_time, b.end_time)}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {b.purpose}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {b.faculty_name} · {b.faculty_email} · {KIND_LABELS[b.kind]}
                </Typography>
                <DecisionReason reason={b.reason} />
              </CardContent>
              {(upcoming || inSeries) && (
                <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
                  {upcoming && (
                    <>
                      <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => onAction('edit', b)}>
                        Edit
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        startIcon={<DeleteIcon />}
                        onClick={() => onAction('delete', b)}
                      >
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
                </CardActions>
              )}
            </Card>
          );
        })}
      </Box>
    </>
  );
}
