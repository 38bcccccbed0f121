import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusy';

const column = { display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center', py: 6, textAlign: 'center' } as const;

/** SPEC.md §8: the admin list failed to load. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" sx={column}>
      <ErrorOutlineIcon color="error" fontSize="large" />
      <Typography variant="h6" component="h2">
        Error Loading Bookings
      </Typography>
      <Typography color="text.secondary">Failed to fetch booking requests. Please try again.</Typography>
      <Button variant="contained" onClick={onRetry}>
        Try Again
      </Button>
    </Box>
  );
}

/** No booking on this page of the list. */
export function NoBookings({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Box sx={column}>
      <EventBusyIcon color="disabled" fontSize="large" />
      <Typography variant="h6" component="h2">
        No Bookings Found
      </Typography>
      <Typography color="text.secondary">
        {filtered ? 'No bookings match your current filters. Try adjusting your search criteria.' : 'There are no room bookings yet.'}
      </Typography>
      {filtered && (
        <Button variant="outlined" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </Box>
  );
}
