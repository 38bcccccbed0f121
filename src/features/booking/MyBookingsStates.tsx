import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusy';

export function BookingsSkeleton() {
  return (
    <Stack spacing={1} aria-label="Loading bookings" role="status">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

/** SPEC.md §8 load failure panel. */
export function BookingsError({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="alert">
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="h2">
        Error Loading Bookings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Failed to fetch booking requests. Please try again.
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        Try Again
      </Button>
    </Paper>
  );
}

/** SPEC.md's two empty texts: with filters (and a way out) or with no bookings at all. */
export function BookingsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <EventBusyIcon color="disabled" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="h2">
        No Bookings Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: filtered ? 2 : 0 }}>
        {filtered
          ? 'No bookings match your current filters. Try adjusting your search criteria.'
          : "You haven't made any room bookings yet. Start by booking a room for your next meeting or event."}
      </Typography>
      {filtered && (
        <Button variant="outlined" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </Box>
  );
}
