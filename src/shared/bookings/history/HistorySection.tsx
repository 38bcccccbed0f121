import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BookingHistory } from './BookingHistory';

/** Issue 35: the edit dialog's history, read only when asked for (the dialog opens without it). */
export function HistorySection({ bookingId }: { bookingId: number }) {
  const [shown, setShown] = useState(false);
  return (
    <Box>
      <Button size="small" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
        {shown ? 'Hide history' : 'Show history'}
      </Button>
      {shown && <BookingHistory bookingId={bookingId} />}
    </Box>
  );
}
