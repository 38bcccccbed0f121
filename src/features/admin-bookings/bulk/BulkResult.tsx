import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { AdminBookingsBulkResponse } from '@contracts/admin-bookings';
import { skipLabel } from './selection';

/** The answer of a bulk action: how many changed, and each skipped booking with its reason. */
export function BulkResult({ answer, onClose }: { answer: AdminBookingsBulkResponse; onClose: () => void }) {
  return (
    <Alert severity={answer.changed > 0 ? 'success' : 'warning'} onClose={onClose} role="status">
      <strong>{answer.message}</strong>
      {answer.skipped.length > 0 && (
        <Box component="details" sx={{ mt: 0.5 }}>
          <summary>Skipped bookings</summary>
          <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 200, overflow: 'auto' }}>
            {answer.skipped.map(({ id, reason, message }) => (
              <li key={id}>{`Booking #${id}: ${message ?? skipLabel(reason)}`}</li>
            ))}
          </Box>
        </Box>
      )}
    </Alert>
  );
}
